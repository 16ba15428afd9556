import {
  ART14_EXCEPTIONS,
  DATA_ORIGINS,
  DATA_SUBJECTS,
  LEGAL_BASES,
  RISK_FACTORS,
  SPECIAL_CATEGORIES,
  SPECIAL_CATEGORY_GROUNDS,
  SUBPROCESSOR_RULES,
  TRANSFER_MECHANISMS,
} from '@cumplia/domain';

/** A label map of the domain as the options of a select. */
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const SUBJECT_OPTIONS = Object.entries(DATA_SUBJECTS).map(([value, { label }]) => ({ value, label }));
export const SPECIAL_CATEGORY_OPTIONS = optionsOf(SPECIAL_CATEGORIES);
export const GROUND_OPTIONS = optionsOf(SPECIAL_CATEGORY_GROUNDS);
export const BASIS_OPTIONS = optionsOf(LEGAL_BASES);
export const ORIGIN_OPTIONS = optionsOf(DATA_ORIGINS);
export const ART14_OPTIONS = optionsOf(ART14_EXCEPTIONS);
export const MECHANISM_OPTIONS = optionsOf(TRANSFER_MECHANISMS);
export const SUBPROCESSOR_RULE_OPTIONS = optionsOf(SUBPROCESSOR_RULES);
export const RISK_OPTIONS = optionsOf(RISK_FACTORS);
export const GEOLOCATION_PERIOD_OPTIONS = [
  { value: 'jornada', label: 'Solo durante la jornada de trabajo' },
  { value: 'siempre', label: 'También fuera de la jornada' },
];
