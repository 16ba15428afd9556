import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IBAN } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { onboardingCompletionSchema } from '../onboarding/onboarding.js';
import {
  createAgencyCompanyRequestSchema,
  createStaffCompanyRequestSchema,
  registerCompanyRequestSchema,
} from './company-form.js';
import { toolWithoutStaffReason } from './staff-tools-rule.js';

const valid = {
  razonSocial: ' Talleres Guanche S.L. ',
  nifCif: 'b85626240',
  tipo: 'E',
  nombre: 'Carmen Delgado Pérez',
  username: '12345678z',
  email: 'carmen@talleresguanche.es',
  telefono: '612 345 678',
  nombreComercial: 'Talleres Guanche',
  direccion: 'Calle La Marina 12',
  codigoPostal: '38001',
  localidad: 'Santa Cruz de Tenerife',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '4520',
  actividad: 'Mantenimiento y reparación de vehículos de motor con una descripción que supera los sesenta caracteres',
  metodoDePago: 'SEPA',
  numCuenta: 'ES91 2100 0418 4502 0005 1332',
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = createAgencyCompanyRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('agency company form', () => {
  it('normalises a valid company: trims, upper-cases ids, forces +34, keeps the whole actividad', () => {
    const company = createAgencyCompanyRequestSchema.parse(valid);
    expect(company.razonSocial).toBe('Talleres Guanche S.L.');
    expect(company.nifCif).toBe('B85626240');
    expect(company.username).toBe('12345678Z');
    expect(company.telefono).toBe('+34612345678');
    expect(company.actividad).toBe(valid.actividad);
    expect(company.numCuenta).toBe('ES9121000418450200051332');
    // Not answered: null (the company is stored with 0 until its profile says).
    expect(company.numTrabajadores).toBeNull();
  });

  it('stores the placeholder account for non-SEPA methods', () => {
    const company = createAgencyCompanyRequestSchema.parse({ ...valid, metodoDePago: 'TARJETA', numCuenta: '' });
    expect(company.numCuenta).toBe(PLACEHOLDER_IBAN);
  });

  it('gives the spec messages for missing and invalid fields', () => {
    const v = MESSAGES.validation;
    expect(fieldErrors({ ...valid, razonSocial: '  ' }).razonSocial).toBe(v.razonSocialRequired);
    expect(fieldErrors({ ...valid, nifCif: '' }).nifCif).toBe(v.nifCifRequired);
    expect(fieldErrors({ ...valid, nifCif: 'B85626241' }).nifCif).toBe(v.nifCifInvalid);
    expect(fieldErrors({ ...valid, username: '' }).username).toBe(v.userDniRequired);
    expect(fieldErrors({ ...valid, username: 'B85626240' }).username).toBe(v.userDniInvalid);
    expect(fieldErrors({ ...valid, email: 'carmen@' }).email).toBe(v.emailInvalid);
    expect(fieldErrors({ ...valid, numCuenta: '' }).numCuenta).toBe(v.numCuentaRequired);
    expect(fieldErrors({ ...valid, numCuenta: 'ES2121000418450200051331' }).numCuenta).toBe(v.ibanInvalid);
    expect(fieldErrors({ ...valid, tipo: undefined }).tipo).toBe(v.tipoRequired);
  });
});

describe('public registration form', () => {
  const registration = { ...valid, lopdgdd: true };

  it('needs at least one protocol and names the user NIF as NIF', () => {
    const errors = registerCompanyRequestSchema.safeParse({ ...registration, lopdgdd: false, username: 'X' });
    expect(errors.success).toBe(false);
    const messages = Object.fromEntries(
      (errors.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages.lopdgdd).toBe(MESSAGES.validation.toolRequired);
    expect(messages.username).toBe(MESSAGES.validation.userNifInvalid);
  });

  it('accepts a complete registration', () => {
    expect(registerCompanyRequestSchema.parse(registration).lopdgdd).toBe(true);
  });
});

describe('every error in one round', () => {
  const v = MESSAGES.validation;
  const empty = { tipo: 'E', telefono: '+34', metodoDePago: 'SEPA', numTrabajadores: 0, numCuenta: '' };

  it('an empty registration lists the account and the protocol beside the empty fields', () => {
    const result = registerCompanyRequestSchema.safeParse(empty);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([v.razonSocialRequired, v.codigoPostalRequired, v.numCuentaRequired, v.toolRequired]),
    );
  });

  it("an empty 'Alta de una empresa' asks for the account with the rest", () => {
    expect(fieldErrors(empty)).toMatchObject({ razonSocial: v.razonSocialRequired, numCuenta: v.numCuentaRequired });
  });
});

describe('postal code and self-employed rules', () => {
  const v = MESSAGES.validation;

  it('refuses a postal code that is not 5 digits of a province 01-52', () => {
    for (const codigoPostal of ['3800', '380011', '00001', '53001', '3800A']) {
      expect(fieldErrors({ ...valid, codigoPostal }).codigoPostal).toBe(v.codigoPostalInvalid);
    }
    expect(fieldErrors({ ...valid, codigoPostal: '01001', provincia: 'Araba/Álava' }).codigoPostal).toBeUndefined();
    expect(fieldErrors({ ...valid, codigoPostal: '52001', provincia: 'Melilla' }).codigoPostal).toBeUndefined();
  });

  it('refuses a postal code of another province, in any spelling of the province', () => {
    expect(fieldErrors({ ...valid, codigoPostal: '28001' }).codigoPostal).toBe(
      v.codigoPostalOtherProvince('Madrid', 'Santa Cruz de Tenerife'),
    );
    expect(fieldErrors({ ...valid, codigoPostal: '15001', provincia: 'la coruña' }).codigoPostal).toBeUndefined();
    expect(fieldErrors({ ...valid, codigoPostal: '07001', provincia: 'Illes Balears' }).codigoPostal).toBeUndefined();
  });

  it('an Autónomo needs a personal NIF or NIE, not a company CIF', () => {
    expect(fieldErrors({ ...valid, tipo: 'A' }).nifCif).toBe(v.selfEmployedNifRequired);
    expect(fieldErrors({ ...valid, tipo: 'A', nifCif: '12345678Z' }).nifCif).toBeUndefined();
    expect(fieldErrors({ ...valid, tipo: 'A', nifCif: 'X1234567L' }).nifCif).toBeUndefined();
  });
});

describe('a sign-up without staff', () => {
  const withoutStaff = (tool: string) => toolWithoutStaffReason(tool === 'acosoLaboral' ? 'ACOSO' : 'DIGITAL');

  it('a typed 0 refuses the harassment protocol and the disconnection policy, each with its reason', () => {
    const errors = fieldErrors({
      ...valid,
      numTrabajadores: '0',
      lopdgdd: true,
      acosoLaboral: true,
      desconexionDigital: true,
    });
    expect(errors.acosoLaboral).toBe(withoutStaff('acosoLaboral'));
    expect(errors.acosoLaboral).toContain('artículo 48 LO 3/2007');
    expect(errors.desconexionDigital).toBe(withoutStaff('desconexionDigital'));
    expect(errors.lopdgdd).toBeUndefined();
    expect(
      registerCompanyRequestSchema.safeParse({ ...valid, numTrabajadores: 0, captcha: 'x', acosoLaboral: true })
        .success,
    ).toBe(false);
  });

  it('data protection alone is sold to anyone, and a blank headcount is no answer, also parsed and sent again', () => {
    expect(createAgencyCompanyRequestSchema.parse({ ...valid, numTrabajadores: 0, lopdgdd: true }).lopdgdd).toBe(true);
    const blank = createAgencyCompanyRequestSchema.parse({ ...valid, numTrabajadores: '', acosoLaboral: true });
    expect(blank).toMatchObject({ numTrabajadores: null, acosoLaboral: true });
    // A form parses its values and sends the result: the server reads the same answer.
    expect(createAgencyCompanyRequestSchema.parse(blank)).toMatchObject({ numTrabajadores: null, acosoLaboral: true });
    expect(
      createAgencyCompanyRequestSchema.parse({ ...valid, numTrabajadores: 3, acosoLaboral: true }).acosoLaboral,
    ).toBe(true);
  });

  it("the staff's product rows and the onboarding page follow the same rule", () => {
    const staff = createStaffCompanyRequestSchema.safeParse({
      ...valid,
      numTrabajadores: 0,
      productos: [
        { nombrePlantilla: 'LOPD', precioDescuento: 50 },
        { nombrePlantilla: 'DIGITAL', precioDescuento: 30 },
      ],
    });
    expect(staff.success).toBe(false);
    expect(staff.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['productos.1.nombrePlantilla']);
    const onboarding = onboardingCompletionSchema.safeParse({
      ...valid,
      numTrabajadores: 0,
      protocolos: ['LOPD', 'ACOSO'],
    });
    expect(onboarding.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['protocolos', withoutStaff('acosoLaboral')],
    ]);
  });
});
