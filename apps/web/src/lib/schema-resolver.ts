import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
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
