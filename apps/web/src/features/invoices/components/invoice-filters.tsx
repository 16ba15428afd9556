import { Button, Checkbox, Grid, Group, Paper, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DateField } from '../../../components/date-field';
import { defaultInvoiceFilters, type InvoiceFilters } from '../api/staff-invoices-api';

type InvoiceFiltersFormProps = {
  /** 'admin': the 'Mostrar todas las facturas' checkbox; 'worker': a remitted/pending select. */
  variant: 'admin' | 'worker';
  value: InvoiceFilters;
  onSearch(filters: InvoiceFilters): void;
  /** Every edit, before it is searched (the SEPA block only acts on searched filters). */
  onDraftChange?(filters: InvoiceFilters): void;
};

const REMITTED_OPTIONS = [
  { value: 'all', label: 'Todas' },
  { value: 'false', label: 'Pendientes de remesar' },
  { value: 'true', label: 'Remesadas' },
];

/** The invoice filters; applied with 'Buscar', back to the defaults with 'Resetear'. */
export function InvoiceFiltersForm({ variant, value, onSearch, onDraftChange }: InvoiceFiltersFormProps) {
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<InvoiceFilters>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onDraftChange?.(next);
  };
  const reset = () => {
    const defaults = defaultInvoiceFilters(variant === 'admin' ? false : null);
    setDraft(defaults);
    onDraftChange?.(defaults);
    onSearch(defaults);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form
        aria-label="Filtros de facturas"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft);
        }}
      >
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput
              label={variant === 'worker' ? 'Buscar empresa' : 'Empresa (razón social)'}
              value={draft.razonSocial}
              onChange={(event) => set({ razonSocial: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <TextInput
              label="NIF/CIF"
              value={draft.cifNif}
              onChange={(event) => set({ cifNif: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <DateField
              label="Fecha inicio"
              value={draft.fechaInicio}
              onChange={(fechaInicio) => set({ fechaInicio })}
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <DateField label="Fecha fin" value={draft.fechaFin} onChange={(fechaFin) => set({ fechaFin })} clearable />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            {variant === 'admin' ? (
              <Checkbox
                label="Mostrar todas las facturas"
                checked={draft.facturado === null}
                onChange={(event) => set({ facturado: event.currentTarget.checked ? null : false })}
                mb={8}
              />
            ) : (
              <Select
                label="Remesado"
                data={REMITTED_OPTIONS}
                value={draft.facturado === null ? 'all' : String(draft.facturado)}
                onChange={(option) => set({ facturado: option === 'true' ? true : option === 'false' ? false : null })}
                allowDeselect={false}
              />
            )}
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={reset}>
            Resetear
          </Button>
          <Button type="submit">Buscar</Button>
        </Group>
      </form>
    </Paper>
  );
}
