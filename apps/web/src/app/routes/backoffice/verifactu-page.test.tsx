// @vitest-environment happy-dom
import {
  type ProducerDeclaration,
  ROLES,
  type VerifactuRecord,
  type VerifactuStatus,
  verifactuEndpoints,
} from '@cumplia/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { type ApiTestRequest, NOT_FOUND_ANSWER, startApiTestServer } from '../../../test-support/api-test-server';
import { renderBackofficePage } from '../../../test-support/render-router';
import { storeTestSession } from '../../../test-support/test-session';
import { ProducerDeclarationPage } from '../public/producer-declaration-page';
import { VerifactuPage } from './verifactu-page';

/** A sender with records waiting after a failed submission: the superadmin could retry now. */
const status: VerifactuStatus = {
  entorno: 'pruebas',
  pendientes: 2,
  requierenSubsanacion: 1,
  pendienteDesde: '2026-11-20T09:00:00.000Z',
  proximoEnvio: null,
  esperaSegundos: 60,
  fallosSeguidos: 1,
  ultimoError: 'Sin respuesta de la AEAT',
  envios: [
    {
      id: 5,
      estado: 'INCORRECTO',
      registros: 1,
      inicio: '2026-11-20T08:00:00.000Z',
      fin: '2026-11-20T08:00:05.000Z',
      csv: null,
      error: null,
    },
  ],
};

/** A record the AEAT rejected: the superadmin could correct it. */
const rejected: VerifactuRecord = {
  id: 31,
  facturaId: 12,
  numero: 'F2026-000012',
  fecha: '2026-11-20',
  operacion: 'ALTA',
  estado: 'INCORRECTO',
  estadoEn: '2026-11-20T08:00:05.000Z',
  generadoEn: '2026-11-20T07:59:00.000Z',
  codigoError: 1100,
  descripcionError: 'Valor o tipo incorrecto del campo: NIF',
  csv: null,
  peticionAnterior: null,
  sustituidoPor: null,
  requiereSubsanacion: true,
  huella: 'A1B2C3',
};

const declaration: ProducerDeclaration = {
  nombreSistema: 'Cumplia',
  idSistema: 'CU',
  version: '1.0.0',
  componentes: ['Emisión de facturas y registros de facturación.'],
  soloVerifactu: true,
  multiplesObligados: false,
  tiposFirma: 'Huella encadenada SHA-256.',
  productor: { razonSocial: 'Cumplia Soluciones S.L.', nif: 'B76543210', direccion: 'Calle Castillo 1, Santa Cruz' },
  lugar: 'Santa Cruz de Tenerife',
  fecha: '2026-01-15',
  contacto: { email: 'verifactu@cumplia.example', telefono: '+34 922 000 000' },
};

/** The sender once a retry was asked for at `at`: one submission started after it, accepted. */
const afterRetry = (at: Date): VerifactuStatus => ({
  ...status,
  pendientes: 0,
  fallosSeguidos: 0,
  ultimoError: null,
  envios: [
    {
      id: 6,
      estado: 'CORRECTO',
      registros: 2,
      inicio: new Date(at.getTime() + 1000).toISOString(),
      fin: null,
      csv: 'A-XYZ',
      error: null,
    },
    ...status.envios,
  ],
});
let retriedAt: Date | null = null;

/** The requests the API received. */
const requests: ApiTestRequest[] = [];
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request) => {
    requests.push(request);
    const path = request.url.split('?')[0];
    if (path === verifactuEndpoints.declaration.path) return { status: 200, body: declaration };
    if (path?.endsWith('/verifactu/reintentar')) {
      retriedAt = new Date();
      return { status: 200, body: { message: 'Los registros pendientes se envían ahora.' } };
    }
    if (path?.endsWith('/verifactu/estado')) return { status: 200, body: retriedAt ? afterRetry(retriedAt) : status };
    if (path?.endsWith('/verifactu/registros')) {
      return { status: 200, body: { content: [rejected], number: 0, size: 10, totalPages: 1, totalElements: 1 } };
    }
    return NOT_FOUND_ANSWER;
  });
  storeTestSession();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  requests.length = 0;
});

/** /verifactu as the logged-in `role` sees it, with the public declaration one link away. */
const renderAs = (role: string) =>
  renderBackofficePage(role, <VerifactuPage />, [
    { path: paths.producerDeclaration, element: <ProducerDeclarationPage /> },
  ]);

const rejectedRow = async () =>
  within(await screen.findByRole('table', { name: 'Registros de facturación' })).findByRole('row', {
    name: /F2026-000012/,
  });

describe("the worker's Verifactu screen", () => {
  it('follows the submissions and the records, without retrying or correcting them', async () => {
    renderAs(ROLES.worker);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifactu' })).toBeTruthy();
    expect(await screen.findByText('Últimos envíos')).toBeTruthy();
    const row = await rejectedRow();
    expect(within(row).getByText(/Valor o tipo incorrecto del campo: NIF/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Descargar el XML del registro nº 31' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subsanar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar el envío ahora' })).toBeNull();
    // It reads the worker's endpoints only.
    expect(requests.map(({ url }) => url.split('/').slice(0, 3).join('/'))).not.toContain('/cumplia-core/admin');
  });

  it("links to the producer's declaration, which the page asks for without the session", async () => {
    renderAs(ROLES.worker);
    fireEvent.click(await screen.findByRole('link', { name: 'Declaración responsable del sistema' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaración responsable' })).toBeTruthy();
    expect(screen.getByText('a) Nombre del sistema informático: Cumplia.')).toBeTruthy();
    expect(screen.getByText(/solo puede funcionar exclusivamente como «VERI\*FACTU»: Sí\./)).toBeTruthy();
    const asked = requests.find(({ url }) => url === verifactuEndpoints.declaration.path);
    expect(asked?.headers.authorization).toBeUndefined();
  });
});

describe("the superadmin's Verifactu screen", () => {
  it('offers to retry the submission now and to correct the rejected record', async () => {
    renderAs(ROLES.superadmin);
    const row = await rejectedRow();
    expect(within(row).getByRole('button', { name: 'Subsanar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar el envío ahora' })).toBeTruthy();
  });

  it('says the retry was asked for, then what the AEAT answered to the submission it started', async () => {
    renderAs(ROLES.superadmin);
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar el envío ahora' }));
    const outcome = await screen.findByRole('status', {}, { timeout: 8000 });
    expect(within(outcome).getByText(/Reintento pedido a las/)).toBeTruthy();
    expect(await within(outcome).findByText(/Envío de 2 registros: /, {}, { timeout: 8000 })).toBeTruthy();
    retriedAt = null;
  });
});
