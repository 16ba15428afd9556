import { type ComplianceProfile, complianceProfileSchema } from '@cumplia/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form keeps the two name lists as one line per entry. */
export type FormValues = Omit<ComplianceProfile, 'centrosTrabajo' | 'comisionInstructora'> & {
  centrosTrabajo: string;
  comisionInstructora: string;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toProfile = (values: FormValues): ComplianceProfile => ({
  ...values,
  centrosTrabajo: lines(values.centrosTrabajo),
  comisionInstructora: lines(values.comisionInstructora),
});

export const toForm = (profile: ComplianceProfile): FormValues => ({
  ...profile,
  centrosTrabajo: profile.centrosTrabajo.join('\n'),
  comisionInstructora: profile.comisionInstructora.join('\n'),
});

/** The answers of the two staff documents: hidden, and not asked for, while the company declares no staff. */
const STAFF_ANSWERS = new Set<string>([
  'asesorConfidencial',
  'comisionInstructora',
  'canalEmail',
  'canalDireccion',
  'canalExterno',
  'horarioLaboral',
  'desconexionDesde',
  'desconexionHasta',
  'guardias',
  'teletrabajo',
  'teletrabajoDetalle',
  'acosoNegociadoEl',
  'desconexionOidaEl',
  'convenioColectivo',
  'gruposDesconexion',
  'jornada',
  'trabajoFinDeSemana',
]);

/**
 * Validates with the shared contract and puts each message under its field (list entries under the list). With
 * no staff, a hidden staff answer the person cannot see or correct keeps its saved value instead of blocking.
 */
export const resolverFor =
  (saved: ComplianceProfile): Resolver<FormValues, unknown, ComplianceProfile> =>
  async (values) => {
    let profile = toProfile(values);
    let parsed = complianceProfileSchema.safeParse(profile);
    if (!parsed.success && profile.numTrabajadores === 0) {
      const hidden = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => STAFF_ANSWERS.has(key));
      profile = {
        ...profile,
        ...Object.fromEntries(hidden.map((key) => [key, saved[key as keyof ComplianceProfile]])),
      };
      parsed = complianceProfileSchema.safeParse(profile);
    }
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const [head, ...rest] = issue.path.map(String);
      if (!head) continue;
      const path = head === 'centrosTrabajo' || head === 'comisionInstructora' ? [head] : [head, ...rest];
      let node = errors;
      for (const key of path.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      const last = path[path.length - 1] as string;
      node[last] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
