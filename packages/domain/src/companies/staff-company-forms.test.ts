import { describe, expect, it } from 'vitest';
import { updateCollaboratorRequestSchema } from '../agencies/agency.js';
import { updateAgencyCompanyRequestSchema, workerUpdateCompanyRequestSchema } from './agency-companies.js';
import { createStaffCompanyRequestSchema } from './company-form.js';
import { multipleToolPricesRequestSchema, staffToolsRequestSchema } from './staff-companies.js';

function messages(
  schema: {
    safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  // The first message of each field, as the server and the forms show it.
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const company = {
  razonSocial: 'Ferretería Güímar S.L.',
  nifCif: 'B38700019',
  tipo: 'E',
  nombre: 'Rosa Delgado Pérez',
  username: '12345678Z',
  email: 'rosa@ferreteriaguimar.example',
  telefono: '622111222',
  nombreComercial: 'Ferretería Güímar',
  direccion: 'Calle Real 4',
  codigoPostal: '38500',
  localidad: 'Güímar',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '4752',
  actividad: 'Comercio de ferretería',
  metodoDePago: 'SEPA',
  numCuenta: 'ES91 2100 0418 4502 0005 1332',
};

describe('staff company create (part 2 section 5.6)', () => {
  it('names every required field with its message, the SEPA account included, in one round', () => {
    expect(messages(createStaffCompanyRequestSchema, { metodoDePago: 'SEPA' })).toEqual({
      razonSocial: 'Razón Social es requerida.',
      nifCif: 'NIF/CIF es requerido.',
      tipo: 'Tipo es requerido.',
      nombre: 'Nombre es requerido.',
      username: 'DNI del usuario es requerido.',
      email: 'Correo electrónico es requerido.',
      telefono: 'Teléfono es requerido.',
      nombreComercial: 'Nombre Comercial es requerido.',
      direccion: 'Dirección es requerida.',
      codigoPostal: 'Código Postal es requerido.',
      localidad: 'Localidad es requerida.',
      provincia: 'Provincia es requerida.',
      cnae: 'CNAE es requerido.',
      actividad: 'Actividad de la Empresa es requerida.',
      numCuenta: 'Número de Cuenta es requerido.',
    });
  });

  it('checks shapes: user NIF, e-mail, payment method, the account only with SEPA, protocol rows', () => {
    expect(
      messages(createStaffCompanyRequestSchema, {
        ...company,
        username: 'X123',
        email: 'rosa@',
        metodoDePago: 'CHEQUE',
        productos: [{ nombrePlantilla: 'LOPD', precioDescuento: 'abc' }, { precioDescuento: 10 }],
      }),
    ).toEqual({
      username: 'DNI del usuario inválido.',
      email: 'Correo electrónico inválido.',
      metodoDePago: 'Método de Pago es requerido.',
      'productos.0.precioDescuento': 'Ingrese un precio válido',
      'productos.1.nombrePlantilla': 'Seleccione un protocolo',
    });
    expect(messages(createStaffCompanyRequestSchema, { ...company, numCuenta: '' })).toEqual({
      numCuenta: 'Número de Cuenta es requerido.',
    });
    expect(messages(createStaffCompanyRequestSchema, { ...company, numCuenta: 'ES9121000418450200051333' })).toEqual({
      numCuenta: 'IBAN no válido',
    });
    expect(messages(createStaffCompanyRequestSchema, { ...company, metodoDePago: 'TARJETA', numCuenta: '' })).toEqual(
      {},
    );
  });

  it('turns the protocol rows into the tools and keeps their prices', () => {
    const parsed = createStaffCompanyRequestSchema.parse({
      ...company,
      productos: [
        { nombrePlantilla: 'ACOSO', precioDescuento: 90 },
        { nombrePlantilla: 'DIGITAL', precioDescuento: 0 },
      ],
    });
    expect(parsed).toMatchObject({ lopdgdd: false, acosoLaboral: true, desconexionDigital: true });
    expect(
      messages(createStaffCompanyRequestSchema, {
        ...company,
        productos: [
          { nombrePlantilla: 'LOPD', precioDescuento: 1 },
          { nombrePlantilla: 'LOPD', precioDescuento: 2 },
        ],
      }),
    ).toEqual({
      'productos.1.nombrePlantilla': 'Este protocolo ya está en otra fila.',
    });
  });
});

describe('staff company edit (part 2 section 5.6)', () => {
  const { username: _username, ...edit } = company;
  it('always asks for the account; with SEPA it must be a valid IBAN', () => {
    expect(messages(updateAgencyCompanyRequestSchema, { ...edit, numCuenta: '' })).toEqual({
      numCuenta: 'Número de Cuenta es requerido.',
    });
    expect(messages(updateAgencyCompanyRequestSchema, { ...edit, numCuenta: 'ES00' })).toEqual({
      numCuenta: 'Número de Cuenta inválido.',
    });
    expect(messages(workerUpdateCompanyRequestSchema, { ...edit, numCuenta: ' ' })).toEqual({
      numCuenta: 'El número de cuenta es requerido para pagos SEPA',
    });
    expect(messages(workerUpdateCompanyRequestSchema, { ...edit, razonSocial: '', nifCif: '', email: 'x' })).toEqual({
      razonSocial: 'Razón Social es requerida.',
      nifCif: 'NIF/CIF es requerido.',
      email: 'Correo electrónico inválido.',
    });
  });
});

describe('collaborator edit (part 2 section 5.5)', () => {
  it('checks NIF/CIF, NIF, phone, IBAN, commission and protocol', () => {
    expect(
      messages(updateCollaboratorRequestSchema, {
        razonSocial: 'Asesoría',
        nombreComercial: 'Asesoría',
        nifCif: 'B1234',
        dni: 'Z12',
        email: 'a@b.es',
        telefono: '+34 12',
        numCuenta: 'ES12',
        comision: 10.005,
        productos: [{ nombrePlantilla: 'OTRO', precioDescuento: 1 }],
      }),
    ).toEqual({
      nifCif: 'Formato de NIF/CIF inválido.',
      dni: 'NIF inválido.',
      telefono: 'Formato de teléfono inválido. Debe ser +34 seguido de 9 dígitos.',
      numCuenta: 'IBAN inválido.',
      comision: 'La comisión debe ser un número entre 0 y 100.',
      'productos.0.nombrePlantilla': 'Seleccione un protocolo',
    });
  });
});

describe('tool prices (part 2 section 5.7)', () => {
  it('a price must be greater than 0; Alta múltiple needs one tool', () => {
    const tools = { lopdgdd: true, acosoLaboral: false, desconexionDigital: false };
    expect(messages(staffToolsRequestSchema, { tools, price: 0 })).toEqual({ price: 'El precio debe ser mayor a 0' });
    expect(messages(staffToolsRequestSchema, { tools, price: 'x' })).toEqual({
      price: 'El precio es requerido y debe ser mayor a 0',
    });
    expect(messages(multipleToolPricesRequestSchema, { tools: {} })).toEqual({
      tools: 'Debe seleccionar al menos una herramienta',
    });
    expect(messages(multipleToolPricesRequestSchema, { tools: { lopdgdd: { enabled: true } } })).toEqual({
      'tools.lopdgdd.price': 'El precio es requerido y debe ser mayor a 0',
    });
  });
});
