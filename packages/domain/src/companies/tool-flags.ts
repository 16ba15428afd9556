import { PROTOCOL_CODES, PROTOCOL_CONTRACT_FLAG, PROTOCOL_TOOL_FLAG, type ProtocolCode } from '../constants.js';

export type ToolFlag = (typeof PROTOCOL_TOOL_FLAG)[ProtocolCode];
export type ToolFlags = Record<ToolFlag, boolean>;

/** The protocols a set of tool flags switches on (company, renewal or form), in catalogue order. */
export function protocolsOf(tools: ToolFlags): ProtocolCode[] {
  return PROTOCOL_CODES.filter((code) => tools[PROTOCOL_TOOL_FLAG[code]]);
}

export type ContractFlags = Record<(typeof PROTOCOL_CONTRACT_FLAG)[ProtocolCode], boolean>;

/** The protocols a company has switched on and signed the contract of: the only ones that cover anything. */
export function signedProtocolsOf(company: ToolFlags & ContractFlags): ProtocolCode[] {
  return protocolsOf(company).filter((code) => company[PROTOCOL_CONTRACT_FLAG[code]]);
}

/** The tool flags of a set of protocols. */
export function toolFlagsOf(protocols: readonly ProtocolCode[]): ToolFlags {
  return {
    lopdgdd: protocols.includes('LOPD'),
    acosoLaboral: protocols.includes('ACOSO'),
    desconexionDigital: protocols.includes('DIGITAL'),
  };
}

/** The protocol a tool flag stands for. */
export function protocolOfTool(tool: ToolFlag): ProtocolCode {
  const code = PROTOCOL_CODES.find((candidate) => PROTOCOL_TOOL_FLAG[candidate] === tool);
  if (!code) throw new RangeError(`Unknown tool flag: ${tool}`);
  return code;
}
