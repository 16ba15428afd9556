import { SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export type SearchField<K extends string> = { key: K; label: string; width: number };

/**
 * A list's text filters: the list follows 500 ms after typing stops, from its first page (spec). Returns the
 * debounced values, the page and the inputs to render above the list.
 */
export function useSearchFilters<K extends string>(fields: readonly SearchField<K>[]) {
  const [typed, setTyped] = useState(
    () => Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>,
  );
  const [values] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const filterKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter value is what resets the page.
  useEffect(() => setPage(0), [filterKey]);
  return {
    values,
    page,
    setPage,
    inputs: (
      <Group gap="sm" mb="md" wrap="wrap">
        {fields.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            value={typed[field.key]}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setTyped((current) => ({ ...current, [field.key]: value }));
            }}
            w={field.width}
          />
        ))}
      </Group>
    ),
  };
}
