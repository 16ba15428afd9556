import { type DocumentVerification, PROTOCOL_LABELS } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { companies, contracts, signatures } from '../../db/schema/index.js';
import { checkPdfSeal, holdsSignatureDictionary, type SealingCertificate } from '../../generators/pdf/pdf-seal.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../lib/secure-token.js';

/**
 * 'Verificar documento': whether an uploaded PDF is intact (its seal covers the whole file and matches it),
 * sealed with the provider's certificate, and which signature it belongs to (found by the SHA-256 of the
 * sealed file, so only a byte-identical copy of a contract this provider sealed is named).
 */
export async function verifyDocument(
  db: Queryable,
  seal: Pick<SealingCertificate, 'fingerprint'>,
  file: Buffer,
): Promise<DocumentVerification> {
  if (!file.subarray(0, 1024).includes('%PDF-')) throw new AppError('DOCUMENT_NOT_PDF', 400);
  const check = checkPdfSeal(file, seal);
  if (check.state === 'unsealed' && (await holdsSignatureDictionary(file))) {
    return {
      estado: 'ALTERADO',
      selladoPorProveedor: false,
      certificado: null,
      motivo: 'El documento se ha vuelto a guardar después del sello y ya no es el documento sellado.',
      firma: null,
    };
  }
  if (check.state === 'unsealed') {
    return { estado: 'SIN_SELLO', selladoPorProveedor: false, certificado: null, motivo: null, firma: null };
  }
  if (check.state === 'altered') {
    return { estado: 'ALTERADO', selladoPorProveedor: false, certificado: null, motivo: check.reason, firma: null };
  }
  const [signed] = check.byProvider
    ? await db
        .select({
          empresa: companies.razonSocial,
          nifCif: companies.nifCif,
          protocol: contracts.protocol,
          firmante: signatures.signerName,
          signedAt: signatures.signedAt,
        })
        .from(contracts)
        .innerJoin(companies, eq(companies.id, contracts.companyId))
        .innerJoin(signatures, eq(signatures.contractId, contracts.id))
        .where(eq(contracts.signedPdfSha256, sha256Hex(file)))
        .limit(1)
    : [];
  return {
    estado: 'INTACTO',
    selladoPorProveedor: check.byProvider,
    certificado: check.signerName,
    motivo: null,
    firma: signed
      ? {
          empresa: signed.empresa,
          nifCif: signed.nifCif,
          contrato: `Contrato de ${PROTOCOL_LABELS[signed.protocol]}`,
          firmante: signed.firmante,
          firmadoEl: signed.signedAt.toISOString(),
        }
      : null,
  };
}
