import { z } from 'zod';

/** A rule across fields of a form, given the raw input; it reports its problems through `ctx`. */
export type CrossFieldRule = (input: unknown, ctx: z.RefinementCtx) => void;

/**
 * A rule that reads only `fields` (e.g. the IBAN required with SEPA reads metodoDePago and numCuenta). It runs
 * as soon as those fields are valid, whatever the state of the others.
 */
export function crossFieldRule<Shape extends z.ZodRawShape, Field extends keyof Shape & string>(
  shape: Shape,
  fields: readonly Field[],
  check: (values: z.output<z.ZodObject<Pick<Shape, Field>>>, ctx: z.RefinementCtx) => void,
): CrossFieldRule {
  const read = z.object(Object.fromEntries(fields.map((field) => [field, shape[field]])) as Pick<Shape, Field>);
  return (input, ctx) => {
    const parsed = read.safeParse(input);
    if (parsed.success) check(parsed.data, ctx);
  };
}

/**
 * An object schema with rules across its fields that reports every problem at once. A zod refinement on the
 * object runs only once every field passes, so a form would reveal its errors in two rounds (first the empty
 * fields, then 'Número de Cuenta es requerido.'); here the rules run beside the field checks.
 */
export function formObject<Shape extends z.ZodRawShape>(shape: Shape, rules: readonly CrossFieldRule[]) {
  // Its value is always {}, so it merges with the parsed object whatever the rules found.
  const crossFieldChecks = z.transform((input: unknown, ctx): Record<never, never> => {
    for (const rule of rules) rule(input, ctx);
    return {};
  });
  return z.intersection(z.object(shape), crossFieldChecks);
}
