import { COMMON_MESSAGES } from '@cumplia/domain';
import type { Resolver, ResolverError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

/** A resolver that requires a name, as a loaded form module's would. */
const requiresName: Resolver<Values, unknown, Values> = async (values) => {
  if (values.name) return { values, errors: {} };
  const missing: ResolverError<Values> = {
    values: {},
    errors: { name: { type: 'required', message: 'Falta el nombre.' } },
  };
  return missing;
};

describe('a resolver loaded on first use', () => {
  it('validates with the loaded resolver, loading it once per call', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads++;
      return requiresName;
    });
    expect(await resolver({ name: '' }, undefined, OPTIONS)).toMatchObject({ errors: { name: { type: 'required' } } });
    expect(await resolver({ name: 'Ana' }, undefined, OPTIONS)).toEqual({ values: { name: 'Ana' }, errors: {} });
    expect(loads).toBe(2);
  });

  it('reports a connection error at the root when the module cannot be fetched', async () => {
    const resolver = lazyResolver<Values, Values>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await resolver({ name: 'Ana' }, undefined, OPTIONS)).toEqual({
      values: {},
      errors: { root: { unavailable: { type: 'unavailable', message: COMMON_MESSAGES.connectionError } } },
    });
  });
});
