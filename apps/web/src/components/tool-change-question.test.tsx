// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { ToolChangeQuestion } from './tool-change-question';
import { TOOLS } from './tool-names';

const [lopd] = TOOLS;
const switchOn = { company: { nombreComercial: 'Ferretería El Médano' }, tool: lopd, enable: true };

function renderQuestion(price?: number | 'loading', enable = true) {
  render(
    <MantineProvider theme={theme}>
      <ToolChangeQuestion change={{ ...switchOn, enable }} price={price} />
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

  it('switching off speaks of the link that stops working, not of a bill', () => {
    renderQuestion(99.5, false);
    expect(screen.queryByText(/Se facturará/)).toBeNull();
    expect(screen.getByText(/deja de servir/)).toBeTruthy();
  });
});
