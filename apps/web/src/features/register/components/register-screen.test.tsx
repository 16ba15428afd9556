// @vitest-environment happy-dom
import { type RegisterView, registerActivitySchema, registerProblems } from '@cumplia/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiTestRequest } from '../../../test-support/api-test-server';
import { recordingApiServer } from '../../../test-support/api-test-server';
import { renderRouter } from '../../../test-support/render-router';
import { storeTestSession } from '../../../test-support/test-session';
import type { RegisterScope } from '../api/register-api';
import { RegisterScreen } from './register-screen';

// happy-dom has no FontFaceSet, which Mantine's autosizing text areas listen to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const clients = registerActivitySchema.parse({
  modelo: 'clientes',
  nombre: 'Clientes',
  finalidad: 'Vender pan y bollería.',
  interesados: ['clientes'],
  datos: ['Identificativos'],
  basesLegales: ['contrato'],
  conservacion: '6 años.',
});
const cameras = registerActivitySchema.parse({
  ...clients,
  modelo: 'videovigilancia',
  nombre: 'Videovigilancia',
  camaras: { ubicacion: 'la tienda', capta: '', quienVe: '' },
});

const viewOf = (actividades = [clients, cameras], version = 3): RegisterView => ({
  companyId: 7,
  razonSocial: 'Panadería La Laguna S.L.',
  cnae: '1071',
  version,
  estado: 'pendienteRevision',
  revision: null,
  actividades,
  problemas: registerProblems(actividades),
});

const received: ApiTestRequest[] = [];
let current = viewOf();
recordingApiServer((request) => {
  received.push(request);
  if (request.method === 'PUT') {
    const { actividades } = request.body as { actividades: RegisterView['actividades'] };
    current = viewOf(actividades, current.version + 1);
  }
  return { status: 200, body: current };
});
storeTestSession();
afterEach(() => {
  cleanup();
  received.length = 0;
  current = viewOf();
});

const renderScreen = (scope: RegisterScope) =>
  renderRouter(createMemoryRouter([{ path: '/', element: <RegisterScreen scope={scope} /> }]));

describe('the register screen', () => {
  it('lists what stops the confirmation and keeps "Confirmar registro" off until it is answered', async () => {
    renderScreen({ kind: 'company' });
    expect(
      await screen.findByText('«Videovigilancia»: falta indicar qué captan las cámaras y quién ve las imágenes.'),
    ).toBeTruthy();
    expect(screen.getByText('1 respuesta pendiente')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar registro' })).toHaveProperty('disabled', true);
  });

  it('removing an activity saves the register without it, from the version shown', async () => {
    renderScreen({ kind: 'agency', cifNif: 'B38567897' });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Videovigilancia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar la actividad' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(received.some((request) => request.method === 'PUT')).toBe(true));
    const save = received.find((request) => request.method === 'PUT');
    expect(save?.url).toBe('/cumplia-core/gestorias/my/empresas/B38567897/registro-actividades');
    expect(save?.body).toMatchObject({ version: 3, actividades: [expect.objectContaining({ nombre: 'Clientes' })] });
    expect(await screen.findByRole('button', { name: 'Confirmar registro' })).toHaveProperty('disabled', false);
  });

  it('staff read the register: no editing, adding or confirming', async () => {
    renderScreen({ kind: 'staff', id: 7 });
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revisar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir actividad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar registro' })).toBeNull();
    expect(received.map((request) => request.url)).toEqual(['/cumplia-core/admin/empresas/7/registro-actividades']);
  });
});
