import { describe, expect, it } from 'vitest';
import { defineEndpoint, endpointUrl } from './endpoint.js';

const contract = defineEndpoint({
  method: 'GET',
  path: '/cumplia-core/gestorias/my/empresas/:cifNif/perfil',
  audience: 'public',
  tag: 'test',
  response: 'file',
});

describe('endpointUrl', () => {
  it('fills path parameters encoded and appends the query values that are set', () => {
    expect(
      endpointUrl(contract, {
        params: { cifNif: 'B12 345/678' },
        query: { page: 0, nombre: '  Talleres  ', nifCif: '', desde: null, hasta: undefined, activos: false },
      }),
    ).toBe('/cumplia-core/gestorias/my/empresas/B12%20345%2F678/perfil?page=0&nombre=Talleres&activos=false');
  });

  it('gives the bare path when there is no query', () => {
    expect(endpointUrl(contract, { params: { cifNif: 'B1' } })).toBe('/cumplia-core/gestorias/my/empresas/B1/perfil');
  });

  it('refuses a call that leaves a path parameter out', () => {
    expect(() => endpointUrl(contract, {})).toThrow(/cifNif/);
  });
});
