import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('returns a path of this app with its query', () => {
    expect(safeReturnPath('/facturacionsuperadmin')).toBe('/facturacionsuperadmin');
    expect(safeReturnPath('/fichaempresa?id=4')).toBe('/fichaempresa?id=4');
  });

  it('refuses other sites, however they are written, and the login itself', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'facturacion',
      '/acceso?volver=/x',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
