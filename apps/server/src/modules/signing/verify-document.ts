import { type DocumentVerification, PROTOCOL_LABELS } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, contracts, sepaMandateAmendments, sepaMandates, signatures } from '../../db/schema/index.js';
import type { SealInspection } from '../../generators/pdf/seal-inspection.js';
import { inspectSealOffThread } from '../../generators/pdf/seal-thread.js';
import { AppError } from '../../lib/app-error.js';
import type { SealingCertificate } from '../../lib/certificates.js';
import { TaskThreadError } from '../../lib/task-thread.js';

type Sealed = { firma: NonNullable<DocumentVerification['firma']>; sealCertificateSha256: string | null };

const nobody = { selladoPorProveedor: false, certificado: null, firma: null } as const;

/**
 * 'Verificar documento': a document is INTACTO only when its one seal is sound and covers the whole file, and
 * the file is, byte for byte, a document the provider sealed (a signed contract or SEPA mandate amendment,
 * found by its SHA-256, sealed with the certificate recorded for it). A sound seal on anything else is AJENO; a
 * seal that does not hold is ALTERADO; both with the reason.
 */
export async function verifyDocument(
  db: Queryable,
  seal: Pick<SealingCertificate, 'fingerprint'>,
  file: Buffer,
): Promise<DocumentVerification> {
  if (!file.subarray(0, 1024).includes('%PDF-')) throw new AppError('DOCUMENT_NOT_PDF', 400);
  const inspection = await inspect(file);
  if (inspection.state === 'unsealed') {
    return inspection.resaved
      ? {
          ...nobody,
          estado: 'ALTERADO',
          motivo: 'El documento se ha vuelto a guardar después del sello y ya no es el documento sellado.',
        }
      : { ...nobody, estado: 'SIN_SELLO', motivo: null };
  }
  if (inspection.state === 'broken') return { ...nobody, estado: 'ALTERADO', motivo: inspection.reason };
  const sealed = await sealedDocument(db, inspection.sha256);
  const expectedCertificate = sealed?.sealCertificateSha256 ?? seal.fingerprint;
  if (sealed && inspection.certificateFingerprint === expectedCertificate) {
    return {
      estado: 'INTACTO',
      selladoPorProveedor: true,
      certificado: inspection.signerName,
      motivo: null,
      firma: sealed.firma,
    };
  }
  const motivo =
    inspection.certificateFingerprint === seal.fingerprint
      ? 'Lleva un sello de Cumplia, pero no es ninguno de los documentos que Cumplia ha sellado.'
      : `Está sellado con otro certificado (${inspection.signerName}): no es un documento de Cumplia.`;
  return { ...nobody, estado: 'AJENO', certificado: inspection.signerName, motivo };
}

async function inspect(file: Buffer): Promise<SealInspection> {
  try {
    return await inspectSealOffThread(new Uint8Array(file));
  } catch (error) {
    if (error instanceof TaskThreadError) throw new AppError('DOCUMENT_UNREADABLE', 422);
    throw error;
  }
}

/** The signed contract or mandate amendment whose sealed file has this SHA-256, if the provider sealed one. */
async function sealedDocument(db: Queryable, sha256: string): Promise<Sealed | null> {
  const [contract] = await db
    .select({
      empresa: companies.razonSocial,
      nifCif: companies.nifCif,
      protocol: contracts.protocol,
      firmante: signatures.signerName,
      signedAt: signatures.signedAt,
      sealCertificateSha256: signatures.sealCertificateSha256,
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(signatures, eq(signatures.contractId, contracts.id))
    .where(eq(contracts.signedPdfSha256, sha256))
    .limit(1);
  if (contract) {
    return {
      sealCertificateSha256: contract.sealCertificateSha256,
      firma: {
        empresa: contract.empresa,
        nifCif: contract.nifCif,
        contrato: `Contrato de ${PROTOCOL_LABELS[contract.protocol]}`,
        firmante: contract.firmante,
        firmadoEl: contract.signedAt.toISOString(),
      },
    };
  }
  const [amendment] = await db
    .select({
      empresa: companies.razonSocial,
      nifCif: companies.nifCif,
      nombre: companies.nombre,
      signedAt: sepaMandateAmendments.signedAt,
      sealCertificateSha256: sepaMandateAmendments.sealCertificateSha256,
    })
    .from(sepaMandateAmendments)
    .innerJoin(sepaMandates, eq(sepaMandates.id, sepaMandateAmendments.mandateId))
    .innerJoin(companies, eq(companies.id, sepaMandates.companyId))
    .where(eq(sepaMandateAmendments.signedPdfSha256, sha256))
    .limit(1);
  if (!amendment?.signedAt) return null;
  return {
    sealCertificateSha256: amendment.sealCertificateSha256,
    firma: {
      empresa: amendment.empresa,
      nifCif: amendment.nifCif,
      contrato: 'Modificación de la orden de domiciliación SEPA',
      firmante: amendment.nombre || amendment.empresa,
      firmadoEl: amendment.signedAt.toISOString(),
    },
  };
}
