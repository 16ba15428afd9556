// @vitest-environment happy-dom
import { agencyEndpoints, PAYMENT_METHOD_LABELS, PLACEHOLDER_IBAN } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { startApiTestServer } from '../../../test-support/api-test-server';
import { storeTestSession } from '../../../test-support/test-session';
import { AgencyCompanyForm } from './agency-company-form';

/** What the API answers to the next 'Alta' (the test server records each body it gets). */
const CREATED = { status: 201, body: { id: 7, nifCif: 'B12345674' } };
let answer: { status: number; body: object } = CREATED;
const received: unknown[] = [];

let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer(({ method, url, body }) => {
    if (url === agencyEndpoints.createCompany.path && method === agencyEndpoints.createCompany.method) {
      received.push(body);
    }
    return answer;
  });
  storeTestSession();
});

afterAll(() => server.close());

afterEach(() => {
  cleanup();
  received.length = 0;
  answer = CREATED;
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <AgencyCompanyForm mode="create" onDone={onDone} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onDone };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** A company an agency can register: every required field, LOPDGDD on. */
function fillValidCompany() {
  type(/^Razón social/, 'Talleres Ejemplo S.L.');
  type(/^NIF\/CIF/, 'B12345674');
  type(/^Nombre comercial/, 'Talleres Ejemplo');
  // The CNAE field's input, the plain one or the search's once it has loaded (its list of classes shares its label).
  const cnae = screen.getAllByLabelText(/^CNAE/).find((element) => element.tagName === 'INPUT');
  fireEvent.change(cnae as HTMLInputElement, { target: { value: '9531' } });
  type(/^Actividad/, 'Reparación de vehículos');
  type(/^Nombre y apellidos/, 'Ana Ruiz Gómez');
  type(/^NIF del usuario/, '12345678Z');
  type(/^Correo electrónico/, 'ana@example.test');
  type(/^Teléfono/, '+34600111222');
  type(/^Dirección/, 'Calle Mayor 1');
  type(/^Código postal/, '28013');
  type(/^Localidad/, 'Madrid');
  type(/^Provincia/, 'Madrid');
  type(/^Número de trabajadores/, '12');
  type(/^Número de cuenta/, 'ES9121000418450200051332');
  fireEvent.click(screen.getByLabelText('LOPDGDD'));
}

describe('AgencyCompanyForm (Alta de una empresa)', () => {
  it('shows the Spanish error of each empty required field, the account included, in one round, and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Alta' }));
    for (const message of [
      'Razón Social es requerida.',
      'NIF/CIF es requerido.',
      'Correo electrónico es requerido.',
      'Número de Cuenta es requerido.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(received).toEqual([]);
  });

  it('asks for a Spanish postal code of the province and, for an Autónomo, a personal NIF', async () => {
    renderForm();
    fillValidCompany();
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Alta' }));
    type(/^Código postal/, '3800');
    submit();
    expect(await screen.findByText(/^Código postal inválido: son 5 dígitos/)).toBeTruthy();

    type(/^Código postal/, '28001');
    type(/^Provincia/, 'Santa Cruz de Tenerife');
    fireEvent.click(screen.getByRole('radio', { name: 'Autónomo' }));
    type(/^NIF\/CIF/, 'B38123451');
    submit();
    expect(await screen.findByText('El código postal es de Madrid, no de Santa Cruz de Tenerife.')).toBeTruthy();
    expect(await screen.findByText(/^Un autónomo se identifica con su NIF o NIE/)).toBeTruthy();
    expect(received).toEqual([]);

    type(/^Código postal/, '38001');
    type(/^NIF\/CIF/, '42389176S');
    submit();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ tipo: 'A', nifCif: '42389176S', codigoPostal: '38001' });
    expect(screen.queryByText(/Código postal inválido|El código postal es de/)).toBeNull();
    expect(screen.queryByText(/^Un autónomo se identifica/)).toBeNull();
  });

  it('fills the placeholder account for a payment other than SEPA, and clears it back on SEPA', async () => {
    renderForm();
    const account = () => field(/^Número de cuenta/);
    const choosePayment = async (label: string) => {
      fireEvent.click(screen.getByRole('radio', { name: label }));
    };
    await choosePayment(PAYMENT_METHOD_LABELS.TRANSFERENCIA);
    await waitFor(() => expect(account().value).toBe(PLACEHOLDER_IBAN));
    await choosePayment(PAYMENT_METHOD_LABELS.SEPA);
    await waitFor(() => expect(account().value).toBe(''));
  });

  it('sends the company with its tools and says what happens next', async () => {
    renderForm();
    fillValidCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Alta' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      razonSocial: 'Talleres Ejemplo S.L.',
      nifCif: 'B12345674',
      email: 'ana@example.test',
      numTrabajadores: 12,
      lopdgdd: true,
      acosoLaboral: false,
      desconexionDigital: false,
    });
    expect(await screen.findByText(/La empresa se ha dado de alta/)).toBeTruthy();
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    answer = {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Datos no válidos', errors: { email: 'Correo ya registrado' } },
    };
    renderForm();
    fillValidCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Alta' }));
    expect(await screen.findByText('Correo ya registrado')).toBeTruthy();
    expect(field(/^Razón social/).value).toBe('Talleres Ejemplo S.L.');
  });
});
