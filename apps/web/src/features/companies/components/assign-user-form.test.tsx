// @vitest-environment happy-dom
import { type Company, companiesEndpoints } from '@cumplia/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { type ApiTestRequest, recordingApiServer } from '../../../test-support/api-test-server';
import { AssignUserForm } from './assign-user-form';

const company: Company = {
  id: 41,
  razonSocial: 'Obrador Martín S.L.',
  nifCif: 'B38778122',
  tipo: 'E',
  nombre: 'Rosa Martín Díaz',
  username: '54327891M',
  dni: '54327891M',
  email: 'rosa@obradormartin.example',
  telefono: '+34612345678',
  nombreComercial: 'Obrador Martín',
  direccion: 'Calle Herradores 12',
  localidad: 'San Cristóbal de La Laguna',
  provincia: 'Santa Cruz de Tenerife',
  codigoPostal: '38201',
  cnae: '1071',
  actividad: 'Panadería',
  numTrabajadores: 4,
  numCuenta: 'ES9121000418450200051332',
  metodoDePago: 'SEPA',
  lopdgdd: true,
  acosoLaboral: false,
  desconexionDigital: false,
  contratoLopdAceptado: true,
  contratoAcosoAceptado: false,
  contratoDesconexionAceptado: false,
  permitirDescarga: true,
  verificado: true,
  confirmada: true,
  gestoriaNombre: 'Gestoría Atlántica S.L.',
  productos: [],
  createdAt: '2026-10-01T09:00:00.000Z',
};

const sent: ApiTestRequest[] = [];
recordingApiServer((request) => {
  sent.push(request);
  return { status: 201, body: { message: 'Usuario asignado. Se ha enviado el correo de verificación.' } };
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

function renderForm(staff: boolean) {
  const assigned: string[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AssignUserForm company={company} staff={staff} onAssigned={() => assigned.push('yes')} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return assigned;
}

const nifField = () => screen.getByLabelText(/^NIF del usuario/) as HTMLInputElement;

describe("'Asignar usuario'", () => {
  it("keeps an agency to the administrator's NIF on file and says how a wrong one gets corrected", () => {
    renderForm(false);
    expect(nifField().readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'escríbanos' })).toBeTruthy();
  });

  it('lets staff correct the NIF, naming the one on file, and sends the corrected one', async () => {
    const assigned = renderForm(true);
    expect(nifField().readOnly).toBe(false);
    expect(screen.getByText(/El que figura en la empresa es 54327891M/)).toBeTruthy();
    fireEvent.change(nifField(), { target: { value: '12345678Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar Usuario' }));
    await waitFor(() => expect(assigned).toEqual(['yes']));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(companiesEndpoints.assignUser.path.replace(':id', '41'));
    expect(sent[0]?.body).toMatchObject({ username: '12345678Z', email: company.email, name: company.nombre });
  });

  it('refuses a NIF that is not one before asking the server', async () => {
    renderForm(true);
    fireEvent.change(nifField(), { target: { value: '12345678A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Asignar Usuario' }));
    expect(await screen.findByText(/inválido/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
