import { legalTemplate, templateSections } from '../legal/legal-template.js';
import {
  cleanText,
  type DocumentContext,
  profileCompanyDataBlock,
  representationText,
  signingPlace,
} from './document-company.js';
import type { DocumentSpec } from './render-document.js';

export const DISCONNECTION_TEMPLATES = ['desconexion.md'] as const;

/** Everything the disconnection policy template prints. */
export function disconnectionData(ctx: DocumentContext) {
  const { company, profile } = ctx;
  return {
    fecha: ctx.generatedOn,
    empresa: { razonSocial: company.razonSocial, representante: company.nombre, lugar: signingPlace(company) },
    plantilla: `${profile.numTrabajadores} ${profile.numTrabajadores === 1 ? 'persona trabajadora' : 'personas trabajadoras'}`,
    horario: cleanText(profile.horarioLaboral),
    franja: `de ${profile.desconexionDesde} a ${profile.desconexionHasta}`,
    jornada: {
      fija: profile.jornada === 'fija',
      turnos: profile.jornada === 'turnos',
      continua: profile.jornada === 'continua',
    },
    finDeSemana: profile.trabajoFinDeSemana,
    descansoSemanal: profile.trabajoFinDeSemana ? 'días de descanso semanal' : 'fines de semana',
    guardias: cleanText(profile.guardias),
    teletrabajo: profile.teletrabajo ? cleanText(profile.teletrabajoDetalle) : '',
    convenio: cleanText(profile.convenioColectivo),
    grupos: profile.gruposDesconexion.map((group) => ({
      grupo: cleanText(group.grupo),
      horario: cleanText(group.horario),
      franja: `de ${group.desde} a ${group.hasta}`,
      detalle: cleanText(group.detalle),
    })),
    representacion: { hay: profile.representacion !== 'ninguna', texto: representationText(profile) },
  };
}

/** The digital disconnection policy (art. 88 LOPDGDD, art. 20 bis ET, art. 18 Ley 10/2021). */
export function disconnectionPolicy(ctx: DocumentContext): DocumentSpec {
  const { company, profile } = ctx;
  return {
    title: 'Política de desconexión digital',
    subtitle: `${company.razonSocial} · Artículo 88 LOPDGDD y artículo 20 bis del Estatuto de los Trabajadores`,
    companyData: profileCompanyDataBlock(company, profile, ctx.profileVersion),
    generatedOn: ctx.generatedOn,
    provider: ctx.provider,
    sections: templateSections(legalTemplate(DISCONNECTION_TEMPLATES[0]), disconnectionData(ctx)),
  };
}
