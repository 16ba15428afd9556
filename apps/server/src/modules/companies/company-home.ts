import {
  type CompanyHome,
  type CompanyHomeProtocol,
  companyNextSteps,
  customerPriceTaxNote,
  documentNotApplicable,
  maskIban,
  missingProfileAnswers,
  PROTOCOL_CODES,
  PROTOCOL_CONTRACT_FLAG,
  PROTOCOL_TOOL_FLAG,
  type ProtocolCode,
  protocolStateOf,
  type RenewalPlan,
  type ReturnedInvoice,
  todayInMadrid,
} from '@cumplia/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  agencies,
  companies,
  complianceProfiles,
  contracts,
  invoices,
  protocolDocumentVersions,
  renewalProducts,
  renewals,
  signatureRequests,
} from '../../db/schema/index.js';
import { PROTOCOL_KIND, protocolWordingChanges, protocolWordingVersion } from '../../generators/pdf/protocol-pdfs.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionContext } from '../../platform/actor.js';
import { myCompanyId } from '../company-access/index.js';
import { storedProfileOf } from '../compliance/index.js';
import { invoiceReturnOf } from '../invoices/index.js';
import { maskPhone } from '../signing/index.js';

const RETURNED_SHOWN = 5;

const planOf = (renewal: { renueva: boolean; deshabilitarRenovacion: boolean }): RenewalPlan =>
  renewal.deshabilitarRenovacion ? 'NO_SE_RENUEVA' : renewal.renueva ? 'AUTOMATICA' : 'POR_CONFIRMAR';

/**
 * The logged-in company's home in two queries on its own rows: the company with its agency, current renewal
 * period, compliance profile, returned invoices, open signing link and the end of the last processed period of
 * each protocol; and its contracts per protocol (signed on, pending).
 */
export async function getCompanyHome({ ctx }: { ctx: ActionContext }): Promise<CompanyHome> {
  const companyId = myCompanyId(ctx);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const today = todayInMadrid(now);
  const [[row], contractRows] = await Promise.all([
    db
      .select({
        company: companies,
        gestoria: agencies.nombreComercial,
        renewal: {
          fechaInicio: renewals.fechaInicio,
          fechaFin: renewals.fechaFin,
          fechaRenovacion: renewals.fechaRenovacion,
          lopdgdd: renewals.lopdgdd,
          acosoLaboral: renewals.acosoLaboral,
          desconexionDigital: renewals.desconexionDigital,
          renueva: renewals.renueva,
          deshabilitarRenovacion: renewals.deshabilitarRenovacion,
        },
        profile: {
          profile: complianceProfiles.profile,
          version: complianceProfiles.version,
          hash: complianceProfiles.hash,
          updatedAt: complianceProfiles.updatedAt,
        },
        returned: sql<{ numero: string; fecha: string; cents: number; codigo: string }[]>`(
          select coalesce(json_agg(json_build_object(
            'numero', r.numero, 'fecha', r.fecha, 'cents', r.importe_total_impuestos_cents, 'codigo', r.sepa_return_code
          ) order by r.fecha, r.id), '[]'::json)
          from (select * from ${invoices} i
            where i.company_id = ${companies.id} and i.sepa_return_code is not null
            order by i.fecha desc, i.id desc limit ${RETURNED_SHOWN}) r)`,
        signingLink: sql<{ phone: string; expiresAt: string } | null>`(
          select json_build_object('phone', s.phone, 'expiresAt', s.expires_at)
          from ${signatureRequests} s
          where s.company_id = ${companies.id} and s.completed_at is null and s.voided_at is null
            and exists (select 1 from ${contracts} c where c.signature_request_id = s.id and c.status = 'PENDIENTE_FIRMA')
          order by s.created_at desc, s.id desc limit 1)`,
        lastEnds: sql<Partial<Record<ProtocolCode, string | null>>>`(
          select json_build_object(
            'LOPD', max(p.fecha_fin) filter (where p.lopdgdd),
            'ACOSO', max(p.fecha_fin) filter (where p.acoso_laboral),
            'DIGITAL', max(p.fecha_fin) filter (where p.desconexion_digital))
          from ${renewals} p where p.company_id = ${companies.id} and p.procesada)`,
        renewalPrices: sql<Partial<Record<ProtocolCode, number>> | null>`(
          select json_object_agg(rp.protocol, rp.precio_descuento_cents) from ${renewalProducts} rp
          where rp.renewal_id = ${renewals.id})`,
        issuedWording: sql<Partial<Record<ProtocolCode, string>> | null>`(
          select json_object_agg(v.protocol, v.template_version) from (
            select distinct on (d.protocol) d.protocol, d.template_version from ${protocolDocumentVersions} d
            where d.company_id = ${companies.id} order by d.protocol, d.generated_at desc, d.id desc) v)`,
      })
      .from(companies)
      .leftJoin(agencies, eq(agencies.id, companies.agencyId))
      .leftJoin(renewals, and(eq(renewals.companyId, companies.id), eq(renewals.procesada, false)))
      .leftJoin(complianceProfiles, eq(complianceProfiles.companyId, companies.id))
      .where(eq(companies.id, companyId)),
    db
      .select({
        protocol: contracts.protocol,
        signedAt: sql<Date | string | null>`max(${contracts.signedAt}) filter (where ${contracts.status} = 'FIRMADO')`,
        pending: sql<boolean>`bool_or(${contracts.status} = 'PENDIENTE_FIRMA')`,
      })
      .from(contracts)
      .where(eq(contracts.companyId, companyId))
      .groupBy(contracts.protocol),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 404, 'No se pudieron obtener los datos de la empresa.');
  const { company, renewal } = row;
  const stored = row.profile ? storedProfileOf(row.profile) : null;
  const downloads = company.verificado && company.permitirDescarga;

  const taxNote = customerPriceTaxNote(company.codigoPostal, ctx.services.config.provider.tax);
  const protocolos = PROTOCOL_CODES.map((code): CompanyHomeProtocol => {
    const contract = contractRows.find((candidate) => candidate.protocol === code);
    const toolOn = company[PROTOCOL_TOOL_FLAG[code]];
    const contractSigned = company[PROTOCOL_CONTRACT_FLAG[code]];
    const current = renewal?.[PROTOCOL_TOOL_FLAG[code]] ? { ...renewal, plan: planOf(renewal) } : null;
    const lastEnd = row.lastEnds?.[code] ?? null;
    const signedOn = contract?.signedAt ? todayInMadrid(new Date(contract.signedAt)) : null;
    const estado = protocolStateOf(
      { toolOn, contractSigned, pendingContract: contract?.pending ?? false, current },
      today,
    );
    const inForce = estado === 'ACTIVO' || estado === 'RENOVACION_PROXIMA';
    const period = toolOn && current ? current : null;
    const kind = PROTOCOL_KIND[code];
    const notApplicable = documentNotApplicable(stored?.profile ?? null, kind);
    const issued = row.issuedWording?.[code];
    return {
      protocolo: code,
      estado,
      firmadoEl: estado === 'PENDIENTE_FIRMA' || estado === 'NO_CONTRATADO' ? null : signedOn,
      vigenteDesde: period?.fechaInicio ?? null,
      vigenteHasta: period?.fechaFin ?? (estado === 'CADUCADO' ? lastEnd : null),
      avisoRenovacion: period?.fechaRenovacion ?? null,
      renovacion: period?.plan ?? null,
      precioRenovacion:
        period && period.plan !== 'NO_SE_RENUEVA' && notApplicable === null
          ? { importe: (row.renewalPrices?.[code] ?? 0) / 100, impuestos: taxNote }
          : null,
      descargable: downloads && toolOn && contractSigned && notApplicable === null,
      faltaEnPerfil: inForce && !notApplicable ? missingProfileAnswers(stored?.profile ?? null, kind, company) : [],
      noAplica: notApplicable,
      nuevaRedaccion:
        issued !== undefined && issued !== protocolWordingVersion(kind) ? protocolWordingChanges(kind) : null,
    };
  });

  const returnedInvoices: ReturnedInvoice[] = (row.returned ?? []).map((invoice) => ({
    numero: invoice.numero,
    fecha: invoice.fecha,
    importeTotalImpuestos: Number(invoice.cents) / 100,
    codigo: invoice.codigo,
    motivo: invoiceReturnOf(invoice.codigo)?.motivo ?? '',
  }));
  const link = row.signingLink;
  return {
    empresa: {
      id: company.id,
      razonSocial: company.razonSocial,
      nombreComercial: company.nombreComercial,
      nifCif: company.nifCif,
      gestoria: row.gestoria,
      verificado: company.verificado,
      permitirDescarga: company.permitirDescarga,
      metodoDePago: company.metodoDePago,
      cuenta: company.metodoDePago === 'SEPA' && company.numCuenta ? maskIban(company.numCuenta) : '',
    },
    protocolos,
    proximosPasos: companyNextSteps({
      verificado: company.verificado,
      protocolos,
      pendingSignature: link
        ? { telefono: maskPhone(link.phone), caducaEl: new Date(link.expiresAt).toISOString() }
        : null,
      returnedInvoices,
    }),
  };
}
