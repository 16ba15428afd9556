import type { companies } from '../db/schema/index.js';

/**
 * The body of a company creation (agency 'Alta de una empresa' or public registration) for tests: a Tenerife
 * company paying by SEPA with LOPDGDD and harassment, its e-mail derived from the administrator's NIF.
 */
export function companyRequest(
  nifCif: string,
  username: string,
  telefono: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    razonSocial: `Empresa ${nifCif} S.L.`,
    nifCif,
    tipo: 'E',
    nombre: 'Nayra Déniz Alonso',
    username,
    email: `${username.toLowerCase()}@empresa.example`,
    telefono,
    nombreComercial: `Empresa ${nifCif}`,
    direccion: 'Calle Obispo Rey Redondo 7',
    codigoPostal: '38201',
    localidad: 'San Cristóbal de La Laguna',
    provincia: 'Santa Cruz de Tenerife',
    cnae: '6920',
    actividad: 'Asesoría',
    metodoDePago: 'SEPA',
    numCuenta: 'ES7620770024003102575766',
    lopdgdd: true,
    acosoLaboral: true,
    desconexionDigital: false,
    ...overrides,
  };
}

/** A company's data as its edit form sends it (agency or staff), from its row, with `changes` over it. */
export function companyEditBody(row: typeof companies.$inferSelect, changes: Record<string, unknown> = {}) {
  return {
    razonSocial: row.razonSocial,
    nifCif: row.nifCif,
    tipo: row.tipo,
    nombre: row.nombre,
    email: row.email,
    telefono: row.telefono,
    nombreComercial: row.nombreComercial,
    direccion: row.direccion,
    codigoPostal: row.codigoPostal,
    localidad: row.localidad,
    provincia: row.provincia,
    cnae: row.cnae,
    actividad: row.actividad,
    numTrabajadores: row.numTrabajadores,
    metodoDePago: row.metodoDePago,
    numCuenta: row.numCuenta,
    ...changes,
  };
}
