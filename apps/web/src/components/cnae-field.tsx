import { TextInput } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { CNAE_FIELD_LABELS, type CnaeFieldProps } from './cnae-field-labels';

type Search = ComponentType<CnaeFieldProps & { autoFocus: boolean }>;

let loadedSearch: Search | null = null;
let loading: Promise<Search> | null = null;
/** The fields waiting for the search, told when it arrives. */
const waiting = new Set<(search: Search) => void>();

/**
 * Loads the search behind the field: the list, its API call and the contracts it validates with. A public form
 * calls it once the visitor starts filling the form (`useFormEngagement`), so it stays out of the page's first load.
 */
export function preloadCnaeSearch(): Promise<Search> {
  loading ??= import('./cnae-autocomplete').then(
    (module) => {
      loadedSearch = module.CnaeAutocomplete;
      for (const take of waiting) take(loadedSearch);
      return loadedSearch;
    },
    (error: unknown) => {
      // A failed load (a dropped connection) is tried again by the next field that wants it.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The company's CNAE: a search of the official CNAE-2025 list by activity words or code (cnae-autocomplete.tsx).
 * It loads with the form, or, with `deferred` (a public page's first load), once the visitor starts filling the
 * form or reaches the field. Until then a plain field with the same label takes what is typed; it hands over, focus
 * and text kept, when the search arrives. A code on file loads it at once, to name its activity.
 */
export function CnaeField({ deferred = false, ...props }: CnaeFieldProps & { deferred?: boolean }) {
  const [Search, setSearch] = useState<Search | null>(() => loadedSearch);
  const [focused, setFocused] = useState(false);
  const want = () => preloadCnaeSearch().catch(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: whether to load at once is decided when the field mounts.
  useEffect(() => {
    if (Search) return;
    const take = (search: Search) => setSearch(() => search);
    waiting.add(take);
    if (!deferred || /^\d{4}$/.test(props.value)) void want();
    return () => {
      waiting.delete(take);
    };
  }, []);
  if (Search) return <Search {...props} autoFocus={focused} />;
  return (
    <TextInput
      {...CNAE_FIELD_LABELS}
      required={props.required}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onFocus={() => {
        setFocused(true);
        void want();
      }}
      onBlur={() => setFocused(false)}
      error={props.error}
      maxLength={60}
    />
  );
}

/** The CNAE field bound to a form's `cnae` value, its error the form's own. */
export function CnaeFormField<Values extends FieldValues & { cnae?: string }, Context, Output>({
  control,
  deferred,
}: {
  control: Control<Values, Context, Output>;
  deferred?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'cnae' as Path<Values> });
  return (
    <CnaeField
      value={field.value ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
      required
      deferred={deferred}
    />
  );
}
