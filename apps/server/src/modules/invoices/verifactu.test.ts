import { indirectTaxFor } from '@cumplia/domain';
import { describe, expect, it } from 'vitest';
import { recordTimestampOf, verifactuBreakdown, verifactuHash, verifactuQrUrl } from './verifactu.js';

describe('Verifactu record fingerprint', () => {
  it("matches the AEAT specification's worked example for a first RegistroAlta", () => {
    // "Detalle de las especificaciones técnicas para generación de la huella o hash", example 1.
    const hash = verifactuHash({
      issuerNif: '89890001K',
      numero: '12345678/G33',
      fecha: '2024-01-01',
      tipoFactura: 'F1',
      cuotaTotalCents: 1235,
      importeTotalCents: 12345,
      previousHash: null,
      recordTimestamp: '2024-01-01T19:20:30+01:00',
    });
    expect(hash).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('changes when any chained field or the previous fingerprint changes', () => {
    const base = {
      issuerNif: 'B38990016',
      numero: 'F2026-000001',
      fecha: '2026-11-21',
      tipoFactura: 'F1' as const,
      cuotaTotalCents: 5250,
      importeTotalCents: 30250,
      previousHash: null,
      recordTimestamp: '2026-11-21T10:00:00+01:00',
    };
    const first = verifactuHash(base);
    expect(verifactuHash({ ...base, importeTotalCents: 30251 })).not.toBe(first);
    expect(verifactuHash({ ...base, previousHash: first })).not.toBe(first);
  });

  it('writes the generation time in Madrid with its offset, winter and summer', () => {
    expect(recordTimestampOf(new Date('2026-11-21T09:15:07.456Z'))).toBe('2026-11-21T10:15:07+01:00');
    expect(recordTimestampOf(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02T00:30:00+02:00');
  });

  it('builds the QR URL with the AEAT parameter names and encodings', () => {
    expect(
      verifactuQrUrl('https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR', {
        issuerNif: 'B38990016',
        numero: 'F2026-000001',
        fecha: '2026-11-21',
        importeTotalCents: 30250,
      }),
    ).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B38990016&numserie=F2026-000001&fecha=21-11-2026&importe=302.50',
    );
  });

  it('breaks an IGIC invoice down as Impuesto 03, general regime, S1 with rate and amount', () => {
    const tax = indirectTaxFor({ territory: 'CANARIAS' }, 'CANARIAS');
    expect(verifactuBreakdown(tax, 25000, 1750)).toEqual({
      Impuesto: '03',
      ClaveRegimen: '01',
      CalificacionOperacion: 'S1',
      TipoImpositivo: '7.00',
      BaseImponibleOimporteNoSujeto: '250.00',
      CuotaRepercutida: '17.50',
    });
  });

  it('breaks a service to the peninsula down as not subject by place of supply (N2, key 08), without rate or tax', () => {
    const tax = indirectTaxFor({ territory: 'CANARIAS' }, 'PENINSULA_BALEARES');
    expect(verifactuBreakdown(tax, 9000, 0)).toEqual({
      Impuesto: '03',
      ClaveRegimen: '08',
      CalificacionOperacion: 'N2',
      BaseImponibleOimporteNoSujeto: '90.00',
    });
  });

  it('breaks IVA and IPSI down with their tax codes', () => {
    expect(
      verifactuBreakdown(indirectTaxFor({ territory: 'PENINSULA_BALEARES' }, 'PENINSULA_BALEARES'), 10000, 2100),
    ).toMatchObject({
      Impuesto: '01',
      ClaveRegimen: '01',
      TipoImpositivo: '21.00',
    });
    const ipsi = verifactuBreakdown(
      indirectTaxFor({ territory: 'MELILLA', ipsiRateBasisPoints: 400 }, 'MELILLA'),
      10000,
      400,
    );
    expect(ipsi).toEqual({
      Impuesto: '02',
      CalificacionOperacion: 'S1',
      TipoImpositivo: '4.00',
      BaseImponibleOimporteNoSujeto: '100.00',
      CuotaRepercutida: '4.00',
    });
  });
});
