import { MESSAGES } from '@cumplia/domain';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';

const MIN = 0;
const MAX = 100;

type CommissionInputProps = {
  value: number | string;
  onChange(value: number | string): void;
  error?: string;
  required?: boolean;
};

/**
 * 'Comisión (%)': 0 to 100 with two decimals. A value typed out of range is clamped as typed (150 becomes 100)
 * and says so, rather than dropping the keystroke in silence (part 2 section 5.4).
 */
export function CommissionInput({ value, onChange, error, required }: CommissionInputProps) {
  const [clamped, setClamped] = useState(false);
  return (
    <NumberInput
      label="Comisión (%)"
      required={required}
      min={MIN}
      max={MAX}
      step={0.01}
      clampBehavior="none"
      decimalScale={2}
      decimalSeparator=","
      value={value}
      onChange={(typed) => {
        const outOfRange = typeof typed === 'number' && (typed < MIN || typed > MAX);
        setClamped(outOfRange);
        onChange(outOfRange ? Math.min(MAX, Math.max(MIN, typed)) : typed);
      }}
      error={error ?? (clamped ? MESSAGES.collaborators.commissionRange : undefined)}
    />
  );
}
