import { MESSAGES, WORKER_COMMISSION_OPTIONS } from '@cumplia/domain';
import { NumberInput, Select } from '@mantine/core';
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
 * 'Comisión (%)': 0 to 100 with two decimals. A value typed out of range stays as typed and is refused at once,
 * in red beside it (the spec clamped 150 to 100 with a grey note a user could miss, part 2 section 5.4): nothing
 * saves a commission other than the one on screen.
 */
function CommissionInput({ value, onChange, error, required }: CommissionInputProps) {
  const outOfRange = typeof value === 'number' && (value < MIN || value > MAX);
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
      onChange={onChange}
      error={error ?? (outOfRange ? MESSAGES.collaborators.commissionRange : undefined)}
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
