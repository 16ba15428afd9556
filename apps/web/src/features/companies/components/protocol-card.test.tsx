// @vitest-environment happy-dom
import type { CompanyHomeProtocol } from '@cumplia/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRouter } from '../../../test-support/render-router';
import { ProtocolCard, renewalText } from './protocol-card';

afterEach(cleanup);

describe('renewalText', () => {
  it('reads plainly for a contract signed today, and as pending only once the renewal window is open', () => {
    const undecided = { vigenteHasta: '2027-11-27', renovacion: 'POR_CONFIRMAR' } as const;
    expect(renewalText(undecided, '2026-11-27')).toBe('Prevista el 27/11/2027; le avisaremos antes');
    expect(renewalText(undecided, '2027-11-15')).toBe('Pendiente de confirmar por Cumplia');
    expect(renewalText({ ...undecided, renovacion: 'AUTOMATICA' }, '2027-11-15')).toBe('Automática el 27/11/2027');
  });
});

/** A signed, verified company's data protection card whose profile still lacks two answers. */
const lackingAnswers: CompanyHomeProtocol = {
  protocolo: 'LOPD',
  estado: 'ACTIVO',
  firmadoEl: '2026-11-20',
  vigenteDesde: '2026-11-20',
  vigenteHasta: '2027-11-20',
  avisoRenovacion: '2027-11-02',
  renovacion: 'POR_CONFIRMAR',
  precioRenovacion: null,
  descargable: true,
  faltaEnPerfil: ['Centros de trabajo', 'Representación legal de las personas trabajadoras'],
  noAplica: null,
  nuevaRedaccion: null,
};

describe('ProtocolCard', () => {
  it('names what the profile lacks and leads to it, instead of a download that would fail', async () => {
    const card = (
      <ProtocolCard
        protocol={lackingAnswers}
        today="2026-12-07"
        verified
        productPage="/proteccindedatos"
        profilePage="/perfilcumplimiento"
        downloading={false}
        onDownload={() => {
          throw new Error('no download is offered');
        }}
      />
    );
    const router = renderRouter(
      createMemoryRouter(
        [
          { path: '/', element: card },
          { path: '/perfilcumplimiento', element: <h1>Perfil de cumplimiento</h1> },
        ],
        { initialEntries: ['/'] },
      ),
    );
    const article = await screen.findByRole('article', { name: 'Protección de datos (LOPDGDD)' });
    expect(within(article).queryByRole('button', { name: 'Descargar' })).toBeNull();
    expect(within(article).getByText('Falta completar su perfil de cumplimiento')).toBeTruthy();
    expect(within(article).getByText('Centros de trabajo')).toBeTruthy();
    fireEvent.click(within(article).getByRole('link', { name: 'Completar el perfil' }));
    expect(await screen.findByRole('heading', { name: 'Perfil de cumplimiento' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/perfilcumplimiento');
  });
});
