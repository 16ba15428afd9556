import { isDirection, isHealthSector, samePerson } from '@cumplia/domain';
import { legalTemplate, templateSections } from '../legal/legal-template.js';
import {
  cleanText,
  type DocumentContext,
  profileCompanyDataBlock,
  representationText,
  signingPlace,
} from './document-company.js';
import type { DocumentSpec } from './render-document.js';

export const HARASSMENT_TEMPLATES = ['acoso.md'] as const;

/** Who, besides the staff, may harass them at this company: the third parties its sector deals with. */
function thirdParties(ctx: DocumentContext): string {
  const { company, profile } = ctx;
  if (profile.actividades.includes('menores') && profile.menoresComo === 'alumnado') {
    return 'alumnado, sus familias y visitantes del centro';
  }
  if (profile.actividades.includes('pacientes') || isHealthSector(company.cnae)) {
    return 'pacientes, sus acompañantes y visitantes';
  }
  if (profile.actividades.includes('menores')) return 'clientes, usuarios y sus familias';
  return 'clientes, usuarios y visitantes';
}

/** Everything the harassment protocol template prints. */
export function harassmentData(ctx: DocumentContext) {
  const { company, profile } = ctx;
  const adviser = cleanText(profile.asesorConfidencial);
  const committee = profile.comisionInstructora.map(cleanText).filter((member) => !samePerson(member, adviser));
  const direction = company.nombre;
  return {
    fecha: ctx.generatedOn,
    empresa: { razonSocial: company.razonSocial, representante: direction, lugar: signingPlace(company) },
    plantilla: `${profile.numTrabajadores} personas trabajadoras`,
    masDe50: profile.numTrabajadores > 50,
    asesor: adviser,
    comision: committee,
    canales: [
      profile.canalEmail ? `por correo electrónico a ${profile.canalEmail}` : '',
      profile.canalDireccion
        ? `por escrito en sobre cerrado dirigido a la persona asesora confidencial en ${cleanText(profile.canalDireccion)}`
        : '',
    ].filter(Boolean),
    centros: profile.centrosTrabajo,
    terceros: thirdParties(ctx),
    direccionImplicada: isDirection(adviser, direction) || committee.some((member) => isDirection(member, direction)),
    canalExterno: cleanText(profile.canalExterno),
    representacion: {
      hay: profile.representacion !== 'ninguna',
      texto: representationText(profile),
      nombres: cleanText(profile.representantes),
    },
  };
}

/** The workplace harassment prevention and response protocol (LO 3/2007 art. 48 and related rules). */
export function harassmentProtocol(ctx: DocumentContext): DocumentSpec {
  const { company, profile } = ctx;
  return {
    title: 'Protocolo de prevención y actuación frente al acoso',
    subtitle: `${company.razonSocial} · Acoso sexual, por razón de sexo, moral y discriminatorio`,
    companyData: profileCompanyDataBlock(company, profile, ctx.profileVersion),
    generatedOn: ctx.generatedOn,
    provider: ctx.provider,
    sections: templateSections(legalTemplate(HARASSMENT_TEMPLATES[0]), harassmentData(ctx)),
  };
}
