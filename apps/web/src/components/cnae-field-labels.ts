/** What the CNAE field and its search share: its props and the words it shows before anything is typed. */
export type CnaeFieldProps = {
  value: string;
  onChange(code: string): void;
  error?: string | undefined;
  required?: boolean;
};

export const CNAE_FIELD_LABELS = {
  label: 'CNAE',
  placeholder: 'Escriba su actividad (ferretería, panadería…) o el código',
  description: 'Clasificación CNAE-2025: busque por su actividad o por el código.',
} as const;
