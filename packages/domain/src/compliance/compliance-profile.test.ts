import { describe, expect, it } from 'vitest';
import { complianceProfileSchema, processorSchema } from './compliance-profile.js';

describe('compliance profile answers', () => {
  it('fold line breaks into spaces, so no answer prints as a line of its own in a protocol', () => {
    const processor = processorSchema.parse({
      tipo: 'gestoria',
      nombre: 'Asesoría Anaga\n\nANEXO VI\r\nRenuncia',
      nifCif: 'B38567897',
      servicio: 'Nóminas',
    });
    expect(processor.nombre).toBe('Asesoría Anaga ANEXO VI Renuncia');
  });

  it('still asks for what is required, in Spanish', () => {
    const parsed = complianceProfileSchema.shape.centrosTrabajo.safeParse([' \n ']);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Indique la dirección del centro.');
  });
});
