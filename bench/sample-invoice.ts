// The invoice the PDF benches render (bench:pdf, bench:billing).
import type { InvoiceDocument } from '../apps/server/src/generators/pdf/invoice-pdf.js';

/** A one-line invoice paid by direct debit, with its Verifactu QR code, as the download endpoint renders it. */
export const sampleInvoice = (issuer: InvoiceDocument['issuer']): InvoiceDocument => ({
  numero: 'F2026-000001',
  kind: 'ORDINARIA',
  fecha: '2026-11-02',
  fechaOperacion: '2026-11-02',
  issuer,
  recipient: {
    razonSocial: 'Panadería La Laguna S.L.',
    nifCif: 'B38567897',
    direccion: 'Calle Herradores 18',
    codigoPostal: '38201',
    localidad: 'San Cristóbal de La Laguna',
    provincia: 'Santa Cruz de Tenerife',
  },
  lines: [{ concepto: 'Alta anual del protocolo de LOPDGDD', baseCents: 12000, ivaCents: 2520, totalCents: 14520 }],
  tax: { kind: 'IVA', rateBasisPoints: 2100, wording: null },
  importeTotalCents: 12000,
  importeImpuestosCents: 2520,
  importeTotalImpuestosCents: 14520,
  payment: ['Adeudo directo SEPA (adeudo bancario) en la cuenta ES91 **** **** **** **** 1332.'],
  rectification: null,
  cancellation: null,
  verifactu: {
    qrUrl:
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B38990016&numserie=F2026-000001&fecha=02-11-2026&importe=145.20',
    verifiable: true,
    recordHash: 'A'.repeat(64),
  },
});
