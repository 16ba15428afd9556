import type { AgencyCompanyListItem } from '@cumplia/domain';

export const TOOLS = [
  { key: 'lopdgdd', label: 'LOPDGDD' },
  { key: 'acosoLaboral', label: 'Acoso laboral' },
  { key: 'desconexionDigital', label: 'Desconexión digital' },
] as const;

export type ToolKey = (typeof TOOLS)[number]['key'];

/** The active tool names joined by commas, as the spec's Tools column shows them. */
export function toolNames(company: Pick<AgencyCompanyListItem, ToolKey>): string {
  return TOOLS.filter((tool) => company[tool.key])
    .map((tool) => tool.label)
    .join(', ');
}
