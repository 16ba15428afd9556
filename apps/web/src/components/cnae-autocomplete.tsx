import { type CnaeOption, cnaeEndpoints as endpoints, SEARCH_DEBOUNCE_MS } from '@cumplia/domain';
import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../lib/api-client';
import { CNAE_FIELD_LABELS, type CnaeFieldProps } from './cnae-field-labels';

const CHOSEN = /^(\d{4}) · /;

/** The classes a search names; none when the search cannot be asked (offline): the field still takes what is typed. */
const searchCnae = (q: string) =>
  callEndpoint(endpoints.search, { query: { q } }).then(
    (answer) => answer.resultados,
    () => [] as CnaeOption[],
  );

/**
 * The options of `query` once it is worth asking (two letters, or a code), and the query they answer; a form without
 * a query cache asks too.
 */
function useCnaeSearch(query: string, ask: boolean) {
  const [found, setFound] = useState<{ query: string; options: CnaeOption[] }>({ query: '', options: [] });
  useEffect(() => {
    if (!ask) return;
    let current = true;
    void searchCnae(query).then((options) => current && setFound({ query, options }));
    return () => {
      current = false;
    };
  }, [query, ask]);
  return ask ? found : { query: '', options: [] };
}

/**
 * The CNAE field's search (cnae-field.tsx), loaded when it is first wanted: the official CNAE-2025 list by activity
 * words ('ferreter' offers 'Comercio al por menor de ferretería…') or by code, a CNAE-2009 code offering the classes
 * it became. Choosing keeps the class's four digits, and the field then names the activity they stand for.
 */
export function CnaeAutocomplete({
  value,
  onChange,
  error,
  required,
  autoFocus,
}: CnaeFieldProps & { autoFocus: boolean }) {
  const [typed, setTyped] = useState(value);
  const [query] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= 2 && !/^\d{4}$/.test(query);
  const { options, query: answered } = useCnaeSearch(query, searching);
  const title = useCnaeSearch(value, /^\d{4}$/.test(value)).options.find(
    (option) => option.codigo === value && !option.cnae2009,
  )?.titulo;
  const nothingFound = searching && answered === query && options.length === 0;
  return (
    <Autocomplete
      {...CNAE_FIELD_LABELS}
      required={required}
      autoFocus={autoFocus}
      value={typed}
      onChange={(text) => {
        const code = CHOSEN.exec(text)?.[1];
        setTyped(code ?? text);
        onChange((code ?? text).trim());
      }}
      data={options.map(
        (option) =>
          `${option.codigo} · ${option.titulo}${option.cnae2009 ? ` (antes CNAE-2009 ${option.cnae2009})` : ''}`,
      )}
      // The server has already chosen and ordered the classes: the list shows them as they come.
      filter={({ options: all }) => all}
      limit={10}
      description={
        nothingFound
          ? 'Ninguna actividad con esas palabras: pruebe con otras (pan, ferretería, peluquería…) o con el código.'
          : (title ?? CNAE_FIELD_LABELS.description)
      }
      error={error}
      maxLength={60}
    />
  );
}
