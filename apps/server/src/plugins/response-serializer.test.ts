import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledResponseSerializer } from './response-serializer.js';

const invoice = z.object({
  id: z.number().int(),
  numero: z.string(),
  estado: z.enum(['PENDIENTE', 'COBRADA']),
  importe: z.number(),
  pagadaEl: z.string().nullable(),
  nota: z.string().optional(),
  lineas: z.array(z.object({ concepto: z.string(), cents: z.number().int() })),
  porProtocolo: z.record(z.string(), z.boolean()),
  emisor: z.discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('empresa'), razonSocial: z.string() }),
    z.object({ tipo: z.literal('autonomo'), nombre: z.string(), dni: z.string() }),
  ]),
});

const serializerOf = (schema: z.ZodType, checkContracts: boolean) =>
  compiledResponseSerializer({ checkContracts })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const row = {
  id: 7,
  numero: 'B000000007',
  estado: 'PENDIENTE',
  importe: 145.2,
  pagadaEl: null,
  lineas: [{ concepto: 'Protocolo «LOPDGDD» — año 2027', cents: 12000, internalCost: 10 }],
  porProtocolo: { LOPD: true, ACOSO: false },
  emisor: { tipo: 'autonomo', nombre: 'Ana Expósito', dni: '12345678Z', passwordHash: 'x' },
  // What a handler's row may carry beside the contract's fields.
  agencyCommissionBasisPoints: 1500,
  passwordHash: '$argon2id$…',
};

describe('responses written by the compiled serializer', () => {
  it('writes what zod would, and nothing the contract does not declare, at any depth', () => {
    for (const checkContracts of [false, true]) {
      const written = JSON.parse(serializerOf(invoice, checkContracts)(row));
      expect(written).toEqual(JSON.parse(JSON.stringify(invoice.parse(row))));
      expect(JSON.stringify(written)).not.toMatch(/passwordHash|internalCost|agencyCommission/);
    }
  });

  it('under test, refuses a response its contract does not allow', () => {
    const check = serializerOf(invoice, true);
    expect(() => check({ ...row, estado: 'PERDIDA' })).toThrow();
    expect(() => check({ ...row, numero: undefined })).toThrow();
    expect(() => check({ ...row, lineas: [{ concepto: 'x', cents: 1.5 }] })).toThrow();
  });

  it('writes dates as zod would and escapes text for JSON', () => {
    const event = z.object({ at: z.date(), texto: z.string() });
    const value = { at: new Date('2026-12-07T10:00:00Z'), texto: '"</script>\u2028' };
    const written = serializerOf(event, true)(value);
    expect(JSON.parse(written)).toEqual({ at: '2026-12-07T10:00:00.000Z', texto: '"</script>\u2028' });
  });
});
