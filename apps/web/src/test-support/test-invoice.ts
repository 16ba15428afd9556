import type { Invoice } from '@cumplia/domain';

/** An unpaid ordinary invoice of two lines (LOPDGDD 120 €, disconnection 90 €) by transfer, for the web's unit tests. */
export const testInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 7,
  facturaId: 'F2026-000004',
  fecha: '2026-10-27',
  fechaCuandoFacturar: '2026-10-27',
  facturado: false,
  importeTotal: 210,
  importeTotalImpuestos: 224.7,
  tipo: 'ORDINARIA',
  rectificaA: null,
  rectificadaPor: null,
  sustituida: false,
  cobroPropio: true,
  metodoDePago: 'TRANSFERENCIA',
  empresa: {
    id: 3,
    razonSocial: 'Librería Vegueta S.L.',
    nombreComercial: 'Librería Vegueta',
    nifCif: 'B38112231',
    metodoDePago: 'TRANSFERENCIA',
    numCuenta: '',
  },
  facturaDetalles: [
    { nombrePlantilla: 'LOPD', nombreProducto: 'Alta anual del protocolo de LOPDGDD', precioUnitario: 120 },
    {
      nombrePlantilla: 'DIGITAL',
      nombreProducto: 'Alta anual del protocolo de Desconexión digital',
      precioUnitario: 90,
    },
  ],
  ...overrides,
});
