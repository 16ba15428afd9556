import { comparableText } from '../format/es-format.js';
import type { ComplianceProfile } from './compliance-profile.js';
import { dpoRequirement } from './obligations.js';

export type ProfileDocument = 'lopd' | 'acoso' | 'desconexion';

/** Names compared as a person would: case and accents aside. */
export const samePerson = (a: string, b: string) =>
  a.trim() !== '' && a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'base' }) === 0;

/** The roles that make a person the company's direction, written without accents. */
const DIRECTION_ROLE =
  /\b(director|directora|direccion|gerente|gerencia|consejer[oa] delegad[oa]|administrador|administradora|propietari[oa]|ceo)\b/i;
/** A name as typed, without the role a person added after it ('Ana Díaz (consejera delegada)', 'Ana Díaz, gerente'). */
const nameOnly = (text: string) =>
  text
    .replace(/\([^)]*\)/g, '')
    .replace(/[,;].*$/, '')
    .trim();

/**
 * Whether a person named in the profile is the company's direction: its representative on file by name (whatever
 * role is written beside it) or anyone described by a management role, so that complaints about the direction
 * always get an outside route.
 */
export const isDirection = (person: string, representative: string) =>
  samePerson(nameOnly(person), nameOnly(representative)) || DIRECTION_ROLE.test(comparableText(person));

/**
 * Why a document does not apply to a company, or null when it does. The harassment protocol (art. 48 LO 3/2007)
 * and the disconnection policy (art. 88 LOPDGDD) are duties of an employer towards its staff: a company whose
 * compliance profile declares no staff has neither. Only the profile counts: the registration form reads a blank
 * headcount as 0, so a company without a saved profile is asked for it instead.
 */
export function documentNotApplicable(
  profile: Pick<ComplianceProfile, 'numTrabajadores'> | null,
  document: ProfileDocument,
): string | null {
  if (document === 'lopd' || !profile || profile.numTrabajadores > 0) return null;
  return document === 'acoso'
    ? 'Sin personas trabajadoras no hay plantilla a la que proteger: el protocolo frente al acoso (artículo 48 LO 3/2007) es una obligación de quien emplea.'
    : 'Sin personas trabajadoras no hay a quién garantizar la desconexión: la política (artículo 88 LOPDGDD) es una obligación de quien emplea.';
}

/** What a company without a saved compliance profile lacks: the whole profile. */
export const PROFILE_NOT_SAVED = 'Complete y guarde el perfil de cumplimiento de la empresa';

export function missingProfileAnswers(
  profile: ComplianceProfile | null,
  document: ProfileDocument,
  company: { cnae: string; tipo: 'A' | 'E'; nombre: string },
): string[] {
  if (!profile) return [PROFILE_NOT_SAVED];
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
    need(
      profile.actividades.includes('biometria') && profile.biometriaDe.length === 0,
      'Personas cuyos datos biométricos se tratan (personal, clientes o menores)',
    );
    need(
      profile.encargadoDeClientes && profile.encargadoDeClientesServicio === '',
      'Servicio que presta a sus clientes como encargada del tratamiento',
    );
  }
  if (document === 'acoso') {
    const adviser = profile.asesorConfidencial;
    const committee = profile.comisionInstructora.filter((member) => !samePerson(member, adviser));
    need(adviser === '', 'Persona asesora confidencial');
    need(
      committee.length < profile.comisionInstructora.length,
      'Comisión instructora sin la persona asesora confidencial (no puede ocupar los dos papeles)',
    );
    need(committee.length < 2, 'Comisión instructora (al menos dos personas)');
    const directionActs =
      isDirection(adviser, company.nombre) || committee.some((member) => isDirection(member, company.nombre));
    need(
      directionActs && profile.canalExterno === '',
      'Vía independiente para las denuncias que afecten a la dirección (persona o entidad externa y su contacto)',
    );
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
