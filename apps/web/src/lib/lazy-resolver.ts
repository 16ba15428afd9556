import { COMMON_MESSAGES } from '@cumplia/domain';
import type { FieldErrors, FieldValues, Resolver, ResolverError } from 'react-hook-form';

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
