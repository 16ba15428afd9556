import { SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export type PickedEntity = { id: number; label: string };

/**
 * A multi-select over a table too big to load (companies, collaborators): typing searches the server (first
 * 10 matches); what is already chosen always stays in the options.
 */
export function EntityPicker({
  label,
  value,
  onChange,
  search,
  queryKey,
}: {
  label: string;
  value: PickedEntity[];
  onChange(value: PickedEntity[]): void;
  search(text: string): Promise<PickedEntity[]>;
  queryKey: string;
}) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { data: found = [] } = useQuery({
    queryKey: ['backoffice', 'picker', queryKey, debounced],
    queryFn: () => search(debounced),
    enabled: debounced.trim().length >= 2,
  });
  const known = new Map([...value, ...found].map((entity) => [String(entity.id), entity]));
  return (
    <MultiSelect
      label={label}
      placeholder="Escriba para buscar"
      searchable
      searchValue={text}
      onSearchChange={setText}
      nothingFoundMessage={debounced.trim().length >= 2 ? 'Sin resultados' : 'Escriba al menos 2 caracteres'}
      data={[...known.values()].map((entity) => ({ value: String(entity.id), label: entity.label }))}
      value={value.map((entity) => String(entity.id))}
      filter={({ options }) => options}
      onChange={(ids) =>
        onChange(ids.map((id) => known.get(id)).filter((entity): entity is PickedEntity => Boolean(entity)))
      }
      clearable
    />
  );
}
