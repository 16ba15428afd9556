import { describe, expect, it } from 'vitest';
import { bakeryProfile } from '../../../test-support/test-profile';
import { resolverFor, toForm } from './profile-form-values';

const resolve = (values: ReturnType<typeof toForm>) =>
  resolverFor(bakeryProfile)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('compliance profile form values', () => {
  it('puts an invalid staff answer under its field while the company has staff', async () => {
    const result = await resolve({ ...toForm(bakeryProfile), canalEmail: 'no-es-un-correo' });
    expect(result.errors).toMatchObject({ canalEmail: { message: 'Introduzca un correo electrónico válido.' } });
  });

  it('without staff, a hidden staff answer keeps its saved value instead of blocking the save', async () => {
    const result = await resolve({ ...toForm(bakeryProfile), numTrabajadores: 0, canalEmail: 'no-es-un-correo' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ numTrabajadores: 0, canalEmail: 'canal@panaderialalaguna.example' });
  });

  it('without staff, an answer the company can see still has to be right', async () => {
    const result = await resolve({ ...toForm(bakeryProfile), numTrabajadores: 0, sitioWeb: 'x'.repeat(300) });
    expect(Object.keys(result.errors)).toEqual(['sitioWeb']);
  });

  it('reads one committee member per line', async () => {
    const result = await resolve({ ...toForm(bakeryProfile), comisionInstructora: ' Ana Gil \n\nLuis Mora ' });
    expect(result.values).toMatchObject({ comisionInstructora: ['Ana Gil', 'Luis Mora'] });
  });
});
