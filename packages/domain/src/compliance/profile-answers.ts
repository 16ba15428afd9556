import type { ComplianceProfile } from './compliance-profile.js';
import { dpoRequirement } from './obligations.js';

export type ProfileDocument = 'lopd' | 'acoso' | 'desconexion';

/**
 * The answers a document still needs, as Spanish labels for the company ('what to complete'). A document is
 * issued only when its list is empty; a profile never saved needs every answer confirmed.
 */
export function missingProfileAnswers(
  profile: ComplianceProfile | null,
  document: ProfileDocument,
  company: { cnae: string; tipo: 'A' | 'E' },
): string[] {
  if (!profile) return ['Complete y guarde el perfil de cumplimiento de la empresa'];
  const missing: string[] = [];
  const need = (condition: boolean, label: string) => {
    if (condition) missing.push(label);
  };
  need(profile.centrosTrabajo.length === 0, 'Centros de trabajo');
  need(
    profile.representacion !== 'ninguna' && profile.representantes === '',
    'Nombres de la representación legal de las personas trabajadoras',
  );
  if (document === 'lopd') {
    need(profile.actividades.length === 0, 'Actividades de tratamiento de datos');
    need(profile.encargados.length === 0, 'Encargados del tratamiento (gestoría, informática, nube…)');
    need(
      profile.transferenciasInternacionales && profile.transferenciasDetalle === '',
      'Detalle de las transferencias internacionales',
    );
    need(
      profile.actividades.includes('videovigilancia') && profile.camarasUbicacion === '',
      'Ubicación de las cámaras',
    );
    need(profile.actividades.includes('web') && profile.sitioWeb === '', 'Dirección del sitio web');
    need(
      dpoRequirement(company) !== null && profile.delegadoProteccionDatos === '',
      'Delegado de protección de datos (nombre y contacto)',
    );
  }
  if (document === 'acoso') {
    need(profile.asesorConfidencial === '', 'Persona asesora confidencial');
    need(profile.comisionInstructora.length < 2, 'Comisión instructora (al menos dos personas)');
    need(
      profile.canalEmail === '' && profile.canalDireccion === '',
      'Canal de denuncias (correo electrónico o dirección)',
    );
  }
  if (document === 'desconexion') {
    need(profile.horarioLaboral === '', 'Horario de trabajo');
    need(profile.teletrabajo && profile.teletrabajoDetalle === '', 'Condiciones del teletrabajo');
  }
  return missing;
}
