// @vitest-environment happy-dom
import { addDays, MESSAGES, type ProductLine, type Renewal, todayInMadrid } from '@cumplia/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestRequest, NOT_FOUND_ANSWER, startApiTestServer } from '../../../test-support/api-test-server';
import { renderRouter } from '../../../test-support/render-router';
import { storeTestSession } from '../../../test-support/test-session';
import { StaffRenewals } from './staff-renewals';

const today = todayInMadrid();

/** The demo hotel's pending renewal, inside its approval window. */
const hotel: Renewal = {
  id: 9,
  fechaInicio: addDays(today, -350),
  fechaFin: addDays(today, 15),
  fechaRenovacion: addDays(today, 10),
  empresa: {
    id: 21,
    nombre: 'Hotel Playa',
    nifCif: 'B35123456',
    razonSocial: '',
    nombreComercial: 'Hotel Playa',
    lopdgdd: true,
    acosoLaboral: true,
    desconexionDigital: false,
  },
  gestoria: null,
  lopdgdd: true,
  acosoLaboral: true,
  desconexionDigital: false,
  renueva: false,
  deshabilitarRenovacion: false,
  procesada: false,
  estado: 'Pendiente',
  prioritaria: false,
  diasRestantes: 15,
  ultimaActualizacion: `${today}T08:00:00.000Z`,
  productos: [],
};

const products: ProductLine[] = [
  { productoId: 1, nombrePlantilla: 'LOPD', precioDescuento: 150 },
  { productoId: 2, nombrePlantilla: 'ACOSO', precioDescuento: 90 },
];

/** What the API was asked to change (every request but a read). */
const writes: ApiTestRequest[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET') {
      writes.push(request);
      return path.endsWith('/productos')
        ? { status: 200, body: request.body as object }
        : { status: 200, body: { ...hotel, renueva: true, estado: 'Aceptada' } };
    }
    if (path.endsWith(`/renovaciones/${hotel.id}/productos`)) return { status: 200, body: products };
    if (path.endsWith('/renovaciones')) {
      return { status: 200, body: { content: [hotel], number: 0, size: 10, totalPages: 1, totalElements: 1 } };
    }
    return NOT_FOUND_ANSWER;
  });
  storeTestSession();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  writes.length = 0;
});

function renderRenewals() {
  const router = createMemoryRouter([
    { path: '/', element: <StaffRenewals scope="admin" companyHref={(id) => `/empresa/${id}`} /> },
  ]);
  renderRouter(router);
}

/** Opens 'Gestionar Renovación' of the hotel on its 'Precios de Productos' tab; returns the dialog. */
async function openPrices() {
  const table = await screen.findByRole('table', { name: 'Renovaciones' });
  fireEvent.click(await within(table).findByRole('button', { name: 'Gestionar la renovación de Hotel Playa' }));
  const dialog = screen.getByRole('dialog', { name: 'Gestionar Renovación' });
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Precios de Productos' }));
  await within(dialog).findByRole('textbox', { name: /^LOPDGDD \(/ });
  return dialog;
}

const lopdPrice = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^LOPDGDD \(/ }) as HTMLInputElement;

describe("'Gestionar Renovación': the product prices", () => {
  it("asks 'Validación de precios' for a price left empty instead of saving 0 EUR", async () => {
    renderRenewals();
    let dialog = await openPrices();
    const before = lopdPrice(dialog).value;
    expect(before).toBe('150');
    fireEvent.change(lopdPrice(dialog), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    const validation = await screen.findByRole('dialog', { name: MESSAGES.renewals.pricesDialogTitle });
    expect(validation.textContent).toContain('Todos los productos deben tener un precio válido mayor o igual a 0.');
    fireEvent.click(within(validation).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.renewals.pricesDialogTitle })).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gestionar Renovación' })).toBeNull());
    expect(writes).toEqual([]);

    // Opened again, it shows the price it had.
    dialog = await openPrices();
    expect(lopdPrice(dialog).value).toBe(before);
  });

  it('saves a price typed as 0 and approves the renewal', async () => {
    renderRenewals();
    const dialog = await openPrices();
    fireEvent.change(lopdPrice(dialog), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[0]?.url).toBe(`/cumplia-core/admin/renovaciones/${hotel.id}/productos`);
    expect(writes[0]?.body).toEqual([
      { productoId: 1, nombrePlantilla: 'LOPD', precioDescuento: 0 },
      { productoId: 2, nombrePlantilla: 'ACOSO', precioDescuento: 90 },
    ]);
    expect(writes[1]?.url).toBe(`/cumplia-core/admin/empresas/${hotel.empresa.id}/renovaciones/confirm`);
  });
});
