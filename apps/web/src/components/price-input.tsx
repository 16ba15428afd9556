import { NumberInput } from '@mantine/core';

/** A price in euros before VAT: never negative, two decimals, Spanish decimal comma. */
export function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | string;
  onChange(value: number | string): void;
}) {
  return (
    <NumberInput
      label={`${label} (€ sin impuestos)`}
      value={value}
      min={0}
      decimalScale={2}
      decimalSeparator=","
      onChange={onChange}
    />
  );
}
