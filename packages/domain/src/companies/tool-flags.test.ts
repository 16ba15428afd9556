import { describe, expect, it } from 'vitest';
import { protocolOfTool, protocolsOf, toolFlagsOf } from './tool-flags.js';

describe('tool flags and protocols', () => {
  it('maps flags to protocols and back', () => {
    expect(protocolsOf({ lopdgdd: true, acosoLaboral: false, desconexionDigital: true })).toEqual(['LOPD', 'DIGITAL']);
    expect(toolFlagsOf(['ACOSO'])).toEqual({ lopdgdd: false, acosoLaboral: true, desconexionDigital: false });
    expect(protocolOfTool('desconexionDigital')).toBe('DIGITAL');
  });
});
