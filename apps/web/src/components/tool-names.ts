import type { AgencyCompanyListItem, ProtocolCode } from '@cumplia/domain';

export const TOOLS = [
  { key: 'lopdgdd', label: 'LOPDGDD', protocol: 'LOPD' },
  { key: 'acosoLaboral', label: 'Acoso laboral', protocol: 'ACOSO' },
  { key: 'desconexionDigital', label: 'Desconexión digital', protocol: 'DIGITAL' },
] as const satisfies readonly { key: string; label: string; protocol: ProtocolCode }[];

export type ToolKey = (typeof TOOLS)[number]['key'];

/** The active tool names joined by commas, as the spec's Tools column shows them. */
export function toolNames(company: Pick<AgencyCompanyListItem, ToolKey>): string {
  return TOOLS.filter((tool) => company[tool.key])
    .map((tool) => tool.label)
    .join(', ');
}
