/** Money and other figures in tables: right-aligned, digits of equal width, never wrapped. */
export const amountCellStyle = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
