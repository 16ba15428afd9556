import { type ComplianceProfile, defaultComplianceProfile, dpoRequirement } from '@cumplia/domain';
import type { DemoCompany } from './demo-data.js';

/** Second members of the harassment committee and worker representatives of the demo companies. */
const DEMO_NAMES = ['Carmen Díaz Rodríguez', 'Iván Morales Quintero', 'Nieves Alonso Tejera', 'Pedro Rivero Gil'];

/**
 * A complete compliance profile for a signed demo company: its sector defaults, its agency as processor and
 * plausible answers, so its protocols can be downloaded in the demo and in the tests.
 */
export function demoComplianceProfile(
  company: DemoCompany,
  agency: { razonSocial: string; nifCif: string },
  index: number,
): ComplianceProfile {
  const defaults = defaultComplianceProfile(company);
  const second = DEMO_NAMES[index % DEMO_NAMES.length] ?? 'Carmen Díaz Rodríguez';
  const third = DEMO_NAMES[(index + 1) % DEMO_NAMES.length] ?? 'Iván Morales Quintero';
  const slug = company.nombreComercial
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  return {
    ...defaults,
    representantes: defaults.representacion === 'ninguna' ? '' : second,
    encargados: [
      {
        actividades: [],
        fueraEEE: false,
        tipo: 'gestoria',
        nombre: agency.razonSocial,
        nifCif: agency.nifCif,
        servicio: 'nóminas, seguros sociales y asesoría',
      },
    ],
    sitioWeb: defaults.actividades.includes('web') ? `https://${slug}.example` : '',
    camarasUbicacion: defaults.actividades.includes('videovigilancia') ? 'entrada, zona de caja y almacén' : '',
    delegadoProteccionDatos:
      dpoRequirement(company) === null ? '' : 'Protección de Datos Canarias S.L., dpd@proteccioncanarias.example',
    asesorConfidencial: second,
    comisionInstructora: [company.nombre, third],
    // The direction sits on the committee, so complaints about it go to the agency's labour adviser.
    canalExterno: `${agency.razonSocial}, asesoría laboral externa`,
    canalEmail: company.email,
    horarioLaboral: 'de lunes a viernes, de 8:00 a 16:00',
    desconexionDesde: '16:30',
  };
}
