// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { ToolChangeQuestion, toolChangedText } from './tool-change-question';
import { TOOLS } from './tool-names';

const [lopd] = TOOLS;
const switchOn = { company: { nombreComercial: 'Ferretería El Médano' }, tool: lopd, enable: true };

function renderQuestion(
  price?: number | 'loading',
  enable = true,
  known: { signed?: boolean; linkPending?: boolean } = {},
) {
  render(
    <MantineProvider theme={theme}>
      <ToolChangeQuestion change={{ ...switchOn, enable, ...known }} price={price} />
    </MantineProvider>,
  );
}

afterEach(cleanup);

describe('ToolChangeQuestion', () => {
  it('names the SMS, the contract and the yearly price before tax of a tool switched on', () => {
    renderQuestion(99.5);
    expect(screen.getByText('¿Desea activar LOPDGDD para Ferretería El Médano?')).toBeTruthy();
    expect(
      screen.getByText(
        /contrato de LOPDGDD para que lo firme\. Se facturará cuando lo firme: 99,50\s€ al año, impuestos aparte\./,
      ),
    ).toBeTruthy();
  });

  it('says the price is being asked, or falls back to the tariff when it is not known', () => {
    renderQuestion('loading');
    expect(screen.getByText(/consultando el precio/)).toBeTruthy();
    cleanup();
    renderQuestion(undefined);
    expect(screen.getByText(/al precio de su tarifa para ese servicio/)).toBeTruthy();
  });

  it('switching off an unsigned tool speaks of the link it leaves, not of a bill', () => {
    renderQuestion(99.5, false);
    expect(screen.queryByText(/Se facturará/)).toBeNull();
    expect(screen.getByText(/se retira del enlace que recibió por SMS/)).toBeTruthy();
  });

  it('switching off a signed tool says the paid year stays billed, the download goes and it will not renew', () => {
    renderQuestion(undefined, false, { signed: true });
    expect(screen.getByText(/no anula esa factura ni devuelve su importe/)).toBeTruthy();
    expect(screen.getByText(/dejará de poder descargar el documento de LOPDGDD/)).toBeTruthy();
    expect(screen.getByText(/el servicio no se renovará/)).toBeTruthy();
  });

  it('a tool switched on while a link is still to sign joins it: no second SMS is promised', () => {
    renderQuestion(99.5, true, { linkPending: true });
    expect(screen.getByText(/al enlace de firma que la empresa ya recibió por SMS.*no recibirá otro SMS/)).toBeTruthy();
    expect(toolChangedText({ ...switchOn, linkPending: true })).toBe(
      'LOPDGDD activada para Ferretería El Médano. Su contrato se ha añadido al enlace de firma que la empresa ya tiene.',
    );
    expect(toolChangedText({ ...switchOn, enable: false })).toBe('LOPDGDD desactivada para Ferretería El Médano.');
  });
});
