/** The first cell of a totals row: '1 factura', '1.234 facturas'. */
export const countLabel = (count: number, singular: string, plural: string) =>
  `${count.toLocaleString('es-ES')} ${count === 1 ? singular : plural}`;
