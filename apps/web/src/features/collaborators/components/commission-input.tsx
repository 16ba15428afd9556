import { MESSAGES, WORKER_COMMISSION_OPTIONS } from '@cumplia/domain';
import { NumberInput, Select } from '@mantine/core';
import { useState } from 'react';
import type { StaffArea } from '../../../lib/staff-area';

const MIN = 0;
const MAX = 100;

type CommissionInputProps = {
  value: number | string;
  onChange(value: number | string): void;
  error?: string;
  required?: boolean;
};

/**
 * 'Comisión (%)': 0 to 100 with two decimals. A value typed out of range is clamped as typed (150 becomes 100,
 * part 2 section 5.4): the field shows the value that will be saved and a note says why, never an error beside a
 * value that saves anyway.
 */
function CommissionInput({ value, onChange, error, required }: CommissionInputProps) {
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
      error={error}
      description={clamped ? `Ajustada a ${value} %. ${MESSAGES.collaborators.commissionRange}` : undefined}
    />
  );
}

/**
 * The collaborator's commission as each staff role may set it: the superadmin types any value from 0 to 100; a
 * worker picks from the list (part 2 section 2.8), where the collaborator's `current` commission, if another,
 * stays selectable, as the server lets a worker keep it.
 */
export function CommissionField({
  area,
  current,
  ...props
}: CommissionInputProps & { area: StaffArea; current?: number }) {
  if (area === 'admin') return <CommissionInput {...props} />;
  const options = [...new Set<number>([...WORKER_COMMISSION_OPTIONS, ...(current === undefined ? [] : [current])])];
  return (
    <Select
      label="Comisión (%)"
      required={props.required}
      data={options
        .sort((a, b) => a - b)
        .map((option) => ({
          value: String(option),
          label: `${option.toLocaleString('es-ES')} %${option === current && !WORKER_COMMISSION_OPTIONS.includes(option as never) ? ' (actual)' : ''}`,
        }))}
      value={String(props.value)}
      allowDeselect={false}
      onChange={(value) => props.onChange(Number(value))}
      error={props.error}
    />
  );
}
