import { COMMON_MESSAGES } from '@cumplia/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of a form whose fields hold drafts looser than the schema's input (text typed in a number field, a
 * row whose protocol is not chosen yet). The schema decides what is submitted, and `handleSubmit` receives the
 * schema's output type, so submit handlers need no cast.
 */
export function schemaResolver<Draft extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<Draft, unknown, z.output<S>> {
  return zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<Draft, unknown, z.output<S>>;
}

/**
 * A resolver loaded on first use. Public forms keep zod and the API contracts out of their page's first load: the
 * module that validates and sends is fetched once the visitor starts filling the form (see `useFormEngagement`),
 * and a submit before it arrives waits for it. If it cannot be fetched (the connection dropped), the form is
 * invalid with a root error saying so (read it with `unavailableMessage`), and what was typed stays.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    let resolver: Resolver<Values, unknown, Output>;
    try {
      resolver = await load();
    } catch {
      // A root error under its own key, as react-hook-form's `setError('root.unavailable')` would set it.
      const unavailable: ResolverError<FieldValues> = {
        values: {},
        errors: { root: { unavailable: { type: 'unavailable', message: COMMON_MESSAGES.connectionError } } },
      };
      // FieldErrors has a root entry for any form, which TypeScript cannot see through a generic `Values`.
      return unavailable as ResolverError<Values>;
    }
    return resolver(values, context, options);
  };
}

/** The error `lazyResolver` reports when the form's module could not be fetched, if it did. */
export const unavailableMessage = (errors: FieldErrors): string | undefined => errors.root?.unavailable?.message;
