import { NumberInput } from '@mantine/core';

/** An amount of money as a bank statement shows it: euros, never negative, two decimals, Spanish decimal comma. */
export function EuroAmountInput({
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
      label={label}
      value={value}
      onChange={onChange}
      min={0}
      decimalScale={2}
      fixedDecimalScale
      decimalSeparator=","
      required
    />
  );
}
