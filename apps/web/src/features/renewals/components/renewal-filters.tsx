import { MESSAGES, RENEWAL_YEAR_RANGE, type RenewalFilter } from '@cumplia/domain';
import { Grid, NumberInput, Paper, Select, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { RenewalFilters, RenewalScope } from '../api/staff-renewals-api';

const STATUS_OPTIONS: { value: RenewalFilter; label: string }[] = [
  { value: 'pendientes', label: 'Pendientes' },
  { value: 'todas', label: 'Todas' },
  { value: 'aceptadas', label: 'Aceptadas' },
  { value: 'procesadas', label: 'Procesadas' },
  { value: 'deshabilitadas', label: 'Deshabilitadas' },
];

const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const MONTH_OPTIONS = [
  { value: 'all', label: 'Todos los meses' },
  ...MONTHS.map((label, index) => ({ value: String(index + 1), label })),
];

type RenewalFiltersFormProps = {
  scope: RenewalScope;
  value: RenewalFilters;
  onChange(patch: Partial<RenewalFilters>): void;
};

/** The renewal filters (part 2 section 2.16); month and year on the superadmin variant only. */
export function RenewalFiltersForm({ scope, value, onChange }: RenewalFiltersFormProps) {
  return (
    <Paper withBorder radius="md" p="md" component="form" aria-label="Filtros de renovaciones">
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, md: scope === 'admin' ? 3 : 4 }}>
          <TextInput
            label="Nombre comercial"
            value={value.nombreEmpresa}
            onChange={(event) => onChange({ nombreEmpresa: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: scope === 'admin' ? 2 : 3 }}>
          <TextInput
            label="CIF/NIF"
            value={value.nifCif}
            onChange={(event) => onChange({ nifCif: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: scope === 'admin' ? 2 : 3 }}>
          <Select
            label="Estado"
            data={STATUS_OPTIONS}
            value={value.estado}
            onChange={(option) => onChange({ estado: (option as RenewalFilter | null) ?? 'pendientes' })}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NumberInput
            label="Días restantes"
            value={value.diasRestantes}
            min={0}
            max={3650}
            allowDecimal={false}
            onChange={(days) => onChange({ diasRestantes: typeof days === 'number' ? days : 0 })}
          />
        </Grid.Col>
        {scope === 'admin' && (
          <>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <Select
                label="Mes"
                data={MONTH_OPTIONS}
                value={value.mes ? String(value.mes) : 'all'}
                onChange={(option) => onChange({ mes: option && option !== 'all' ? Number(option) : null })}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 1 }}>
              <YearInput value={value.year} onChange={(year) => onChange({ year })} />
            </Grid.Col>
          </>
        )}
      </Grid>
    </Paper>
  );
}

/**
 * The year filter, typed freely: the list follows once four digits make a year in range, and a year left
 * half-typed or out of range goes back to the one shown on leaving the field.
 */
function YearInput({ value, onChange }: { value: number; onChange(year: number): void }) {
  const [draft, setDraft] = useState<string | number>(value);
  useEffect(() => setDraft(value), [value]);
  const inRange = (year: string | number) =>
    typeof year === 'number' && year >= RENEWAL_YEAR_RANGE.min && year <= RENEWAL_YEAR_RANGE.max;
  return (
    <NumberInput
      label="Año"
      value={draft}
      allowDecimal={false}
      allowNegative={false}
      maxLength={4}
      clampBehavior="none"
      error={String(draft).length === 4 && !inRange(draft) ? MESSAGES.renewals.yearRange : undefined}
      onChange={(year) => {
        setDraft(year);
        if (inRange(year)) onChange(year as number);
      }}
      onBlur={() => {
        if (!inRange(draft)) setDraft(value);
      }}
    />
  );
}
