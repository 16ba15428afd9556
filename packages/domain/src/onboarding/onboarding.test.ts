import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IBAN } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { onboardingCompletionSchema, onboardingDraftSchema, onboardingInvitationRequestSchema } from './onboarding.js';

const complete = {
  razonSocial: ' Ferretería Güímar S.L. ',
  nombre: 'Nayra Hernández Castro',
  username: '43981256n',
  email: 'administracion@ferreteriaguimar.example',
  direccion: 'Calle Real 21',
  codigoPostal: '38500',
  localidad: 'Güímar',
  provincia: 'Santa Cruz de Tenerife',
  cnae: '4752',
  actividad: 'Comercio de ferretería',
  numTrabajadores: 4,
  metodoDePago: 'SEPA',
  numCuenta: 'es91 2100 0418 4502 0005 1332',
  protocolos: ['LOPD', 'LOPD', 'ACOSO'],
  confirmaGestoria: true,
};

const fieldErrors = (input: unknown) => {
  const result = onboardingCompletionSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('onboarding completion', () => {
  it('trims, compacts the IBAN, normalises the NIF and keeps each protocol once', () => {
    expect(onboardingCompletionSchema.parse(complete)).toMatchObject({
      razonSocial: 'Ferretería Güímar S.L.',
      username: '43981256N',
      numCuenta: 'ES9121000418450200051332',
      protocolos: ['LOPD', 'ACOSO'],
    });
  });

  it('asks for a valid IBAN with SEPA only, and stores the placeholder otherwise', () => {
    expect(fieldErrors({ ...complete, numCuenta: '' })).toEqual({ numCuenta: 'Número de Cuenta es requerido.' });
    expect(fieldErrors({ ...complete, numCuenta: 'ES91 2100 0418 4502 0005 1333' })).toEqual({
      numCuenta: 'IBAN no válido',
    });
    const transfer = onboardingCompletionSchema.parse({ ...complete, metodoDePago: 'TRANSFERENCIA', numCuenta: 'x' });
    expect(transfer.numCuenta).toBe(PLACEHOLDER_IBAN);
  });

  it('wants at least one protocol, a five-digit postal code and the administrator NIF', () => {
    const errors = fieldErrors({ ...complete, protocolos: [], codigoPostal: '3850', username: 'B38771002' });
    expect(Object.keys(errors).toSorted()).toEqual(['codigoPostal', 'protocolos', 'username']);
    expect(errors.protocolos).toBe('Seleccione al menos un protocolo.');
    expect(errors.codigoPostal).toBe(MESSAGES.validation.codigoPostalInvalid);
  });

  it('reports every error at once, the account and the province of the postal code included', () => {
    const errors = fieldErrors({ ...complete, razonSocial: '', numCuenta: '', codigoPostal: '28001' });
    expect(Object.keys(errors).toSorted()).toEqual(['codigoPostal', 'numCuenta', 'razonSocial']);
  });
});

describe('onboarding draft and invitation', () => {
  it('keeps any partial draft within bounds and refuses oversized values', () => {
    expect(onboardingDraftSchema.parse({ razonSocial: 'Ferre', numTrabajadores: '' })).toEqual({
      razonSocial: 'Ferre',
      numTrabajadores: '',
    });
    expect(onboardingDraftSchema.safeParse({ email: 'x'.repeat(256) }).success).toBe(false);
    expect(onboardingDraftSchema.safeParse({ protocolos: ['OTRO'] }).success).toBe(false);
  });

  it('normalises the NIF/CIF and phone of a short invitation', () => {
    expect(onboardingInvitationRequestSchema.parse({ nifCif: 'b38771002', telefono: '622 100 201' })).toEqual({
      nifCif: 'B38771002',
      telefono: '+34622100201',
    });
  });
});
