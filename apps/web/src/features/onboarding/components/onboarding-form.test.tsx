// @vitest-environment happy-dom
import {
  formatEuros,
  indirectTaxFor,
  lineAmounts,
  type OnboardingView,
  onboardingEndpoints,
  recipientTerritory,
} from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { type ApiTestAnswer, type ApiTestRequest, startApiTestServer } from '../../../test-support/api-test-server';
import { OnboardingForm } from './onboarding-form';

const TOKEN = 'enlace-de-alta';
const DRAFT_URL = onboardingEndpoints.saveDraft.path.replace(':token', TOKEN);
const COMPLETE_URL = onboardingEndpoints.complete.path.replace(':token', TOKEN);

/** A company its agency pre-registered, as the onboarding page receives it: nothing typed yet. */
const VIEW: OnboardingView = {
  nifCif: 'B38567897',
  telefono: '+34 ••• ••• 201',
  gestoria: 'Gestoría Atlántica S.L.',
  gestoriaPorConfirmar: true,
  datos: {},
  precios: [
    { protocolo: 'LOPD', titulo: 'LOPDGDD', precioCents: 12000 },
    { protocolo: 'ACOSO', titulo: 'Acoso laboral', precioCents: 9000 },
  ],
  emisor: { territory: 'CANARIAS', ipsiRateBasisPoints: null },
  estado: 'PENDIENTE',
  caducaEl: '2026-12-21',
};

const received: ApiTestRequest[] = [];
/** The draft is kept: the API's answer to a saved draft. */
const SAVED: ApiTestAnswer = { status: 200, body: { message: 'Borrador guardado' } };
let answer: (request: ApiTestRequest) => ApiTestAnswer = () => SAVED;
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    received.push(request);
    return answer(request);
  });
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  received.length = 0;
  answer = () => SAVED;
});

function renderForm() {
  const onCompleted = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <OnboardingForm token={TOKEN} view={VIEW} onCompleted={onCompleted} />
    </MantineProvider>,
  );
  return { onCompleted };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** What the page should show as the yearly total of LOPDGDD for a company at `postalCode`. */
function yearlyLopdAt(postalCode: string) {
  const tax = indirectTaxFor(VIEW.emisor, recipientTerritory(postalCode, VIEW.emisor));
  return formatEuros(lineAmounts(12000, tax.rateBasisPoints).totalCents);
}

/** Every field the completion needs, typed as a company would (the agency's confirmation aside). */
function fillEveryField() {
  type(/^Razón social/, 'Panadería La Laguna S.L.');
  type(/^Persona administradora/, 'Rosa Martín Febles');
  type(/^NIF de la persona administradora/, '54327891M');
  type(/^Correo electrónico/, 'rosa@panaderia.example');
  type(/^Dirección/, 'Calle Herradores 18');
  type(/^Código postal/, '38201');
  type(/^Localidad/, 'San Cristóbal de La Laguna');
  type(/^Provincia/, 'Santa Cruz de Tenerife');
  // The CNAE field's input, the plain one or the search's once it has loaded (its list of classes shares its label).
  const cnae = screen.getAllByLabelText(/^CNAE/).find((element) => element.tagName === 'INPUT');
  fireEvent.change(cnae as HTMLInputElement, { target: { value: '1071' } });
  type(/^Actividad/, 'Panadería');
  type(/^Personas trabajadoras/, '6');
  fireEvent.click(screen.getByRole('checkbox', { name: 'LOPDGDD' }));
  type(/^IBAN/, 'ES91 2100 0418 4502 0005 1332');
}

describe('the onboarding form', () => {
  it('keeps what the company types as a draft on the server, and says so', async () => {
    renderForm();
    type(/^Razón social/, 'Panadería La Laguna S.L.');
    await waitFor(() => expect(received.some((request) => request.url === DRAFT_URL)).toBe(true), { timeout: 3000 });
    const draft = received.find((request) => request.url === DRAFT_URL);
    expect(draft?.method).toBe('PUT');
    expect(draft?.body).toMatchObject({ razonSocial: 'Panadería La Laguna S.L.', metodoDePago: 'SEPA' });
    expect(await screen.findByText(/^Borrador guardado/)).toBeTruthy();
  });

  it('works out the yearly total with the tax of the postal code typed', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'LOPDGDD' }));
    type(/^Código postal/, '38201');
    await waitFor(() => expect(screen.getByTestId('total-anual').textContent).toBe(yearlyLopdAt('38201')));
    type(/^Código postal/, '28013');
    await waitFor(() => expect(screen.getByTestId('total-anual').textContent).toBe(yearlyLopdAt('28013')));
    // The tax depends on where the company is: a Canarian and a Madrid postal code give different totals.
    expect(yearlyLopdAt('38201')).not.toBe(yearlyLopdAt('28013'));
  });

  it('says how many characters the IBAN still lacks, and when it is valid', async () => {
    renderForm();
    type(/^IBAN/, 'ES91 2100 0418');
    expect(await screen.findByText('Faltan 12 caracteres.')).toBeTruthy();
    type(/^IBAN/, 'ES91 2100 0418 4502 0005 1332');
    expect(await screen.findByText('IBAN válido')).toBeTruthy();
  });

  it("shows the server's field errors under their fields, keeps what was typed and does not move on", async () => {
    answer = (request) =>
      request.url === COMPLETE_URL
        ? {
            status: 400,
            body: { code: 'VALIDATION_ERROR', message: 'Revise los datos.', errors: { email: 'Correo ya registrado' } },
          }
        : SAVED;
    const { onCompleted } = renderForm();
    fillEveryField();
    fireEvent.click(screen.getByRole('checkbox', { name: /es mi gestoría/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Leer y firmar los contratos' }));
    expect(await screen.findByText('Correo ya registrado')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Revise los datos.');
    expect(received.filter((request) => request.url === COMPLETE_URL)).toHaveLength(1);
    expect(onCompleted).not.toHaveBeenCalled();
    expect(field(/^Razón social/).value).toBe('Panadería La Laguna S.L.');
  });

  it('asks to confirm the agency beside its box, once, without asking the server', async () => {
    answer = (request) => (request.url === COMPLETE_URL ? { status: 200, body: { firma: 'enlace-de-firma' } } : SAVED);
    const { onCompleted } = renderForm();
    fillEveryField();
    fireEvent.click(screen.getByRole('button', { name: 'Leer y firmar los contratos' }));
    const message = 'Confirme que Gestoría Atlántica S.L. es su gestoría para continuar.';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(received.filter((request) => request.url === COMPLETE_URL)).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox', { name: /es mi gestoría/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Leer y firmar los contratos' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith('enlace-de-firma'));
  });
});
