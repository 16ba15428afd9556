import { z } from 'zod';
import { documentNotApplicable } from '../compliance/profile-answers.js';
import { PROTOCOL_CODES, type ProtocolCode } from '../constants.js';
import { type CrossFieldRule, crossFieldRule } from '../primitives/form-schema.js';
import { protocolPriceRowsSchema } from './protocol-price-rows.js';

/**
 * The headcount as the form sent it. A blank field is no answer (the company is stored with 0 until its
 * compliance profile says more); a typed 0 is an answer: the company has no staff.
 */
const declaredHeadcount = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().optional(),
);

/** Why a tool cannot be sold to a company that declares no staff, or null when it can (data protection). */
export function toolWithoutStaffReason(code: ProtocolCode): string | null {
  if (code === 'LOPD') return null;
  return documentNotApplicable({ numTrabajadores: 0 }, code === 'ACOSO' ? 'acoso' : 'desconexion');
}

/**
 * A sign-up that declares no staff cannot buy the harassment protocol or the disconnection policy: they are an
 * employer's duties. `chosen` reads which tools the form chose, and where to show each refusal.
 */
function staffToolsRule<Tools extends z.ZodType>(
  field: string,
  tools: Tools,
  chosen: (value: z.output<Tools>) => { code: ProtocolCode; path: PropertyKey[] }[],
): CrossFieldRule {
  const shape: Record<string, z.ZodType> = { numTrabajadores: declaredHeadcount, [field]: tools };
  return crossFieldRule(shape, ['numTrabajadores', field], (values, ctx) => {
    if (values.numTrabajadores !== 0) return;
    for (const { code, path } of chosen(values[field] as z.output<Tools>)) {
      const reason = toolWithoutStaffReason(code);
      if (reason) ctx.addIssue({ code: 'custom', path, message: reason });
    }
  });
}

/** The agency's and the public registration form: one flag per tool. */
export const staffToolFlagsRule: CrossFieldRule[] = [
  staffToolsRule('acosoLaboral', z.boolean().default(false), (on) =>
    on ? [{ code: 'ACOSO', path: ['acosoLaboral'] }] : [],
  ),
  staffToolsRule('desconexionDigital', z.boolean().default(false), (on) =>
    on ? [{ code: 'DIGITAL', path: ['desconexionDigital'] }] : [],
  ),
];

/** The staff's form: one product row per tool. */
export const staffToolRowsRule = staffToolsRule('productos', protocolPriceRowsSchema, (rows) =>
  rows.map((row, index) => ({ code: row.nombrePlantilla, path: ['productos', index, 'nombrePlantilla'] })),
);

/** The onboarding page: the chosen protocols. */
export const staffToolCodesRule = staffToolsRule('protocolos', z.array(z.enum(PROTOCOL_CODES)), (codes) =>
  codes.map((code) => ({ code, path: ['protocolos'] })),
);
