import { SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/**
 * 'Nombre empresa' and 'CIF/NIF' filters: the list follows 500 ms after typing stops, from its first page.
 */
export function useCompanyFilters() {
  const [nombreInput, setNombreInput] = useState('');
  const [nifInput, setNifInput] = useState('');
  const [nombreEmpresa] = useDebouncedValue(nombreInput, SEARCH_DEBOUNCE_MS);
  const [nifCif] = useDebouncedValue(nifInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter value is what resets the page.
  useEffect(() => setPage(0), [nombreEmpresa, nifCif]);
  return {
    query: { page, nombreEmpresa, nifCif },
    setPage,
    inputs: (
      <Group gap="sm" mb="md" wrap="wrap">
        <TextInput
          label="Nombre empresa"
          value={nombreInput}
          onChange={(event) => setNombreInput(event.currentTarget.value)}
          w={280}
        />
        <TextInput
          label="CIF/NIF"
          value={nifInput}
          onChange={(event) => setNifInput(event.currentTarget.value)}
          w={200}
        />
      </Group>
    ),
  };
}
