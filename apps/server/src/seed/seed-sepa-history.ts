import { ROLES, todayInMadrid } from '@cumplia/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Transaction } from '../db/client.js';
import { invoices, sepaDebits, sepaFiles, users } from '../db/schema/index.js';
import { writeXml, type XmlNode } from '../generators/sepa/xml-writer.js';
import {
  debitCandidates,
  fingerprintOf,
  parseBankFile,
  planDebits,
  recordReturnFile,
  storeFile,
} from '../modules/sepa/index.js';
import { DEMO_STAFF } from './demo-data.js';

const DAY_MS = 86_400_000;

/**
 * The status report a Spanish bank sends for a returned debit (pain.002.001.03, as in testdata/sepa): the
 * rejected transaction by its EndToEndId, with the ISO reason code.
 */
function bankReturnReport(input: {
  messageId: string;
  createdAt: string;
  originalMessageId: string;
  endToEndId: string;
  reasonCode: string;
}) {
  const document: XmlNode = {
    '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03',
    CstmrPmtStsRpt: {
      GrpHdr: { MsgId: input.messageId, CreDtTm: input.createdAt },
      OrgnlGrpInfAndSts: { OrgnlMsgId: input.originalMessageId, OrgnlMsgNmId: 'pain.008.001.02', GrpSts: 'PART' },
      OrgnlPmtInfAndSts: {
        OrgnlPmtInfId: `${input.originalMessageId}-1`,
        PmtInfSts: 'PART',
        TxInfAndSts: {
          OrgnlEndToEndId: input.endToEndId,
          TxSts: 'RJCT',
          StsRsnInf: { Rsn: { Cd: input.reasonCode } },
        },
      },
    },
  };
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeXml('Document', document, out);
  return out.join('');
}

/**
 * The demo's SEPA history, through the real actions: the contract invoice of one company collected in a SEPA
 * file by the superadmin a week after it signed, and returned by its bank (a pain.002 report imported a week
 * later), so 'Devoluciones' and a 'Devuelta' invoice show real content.
 */
export async function seedSepaHistory(
  tx: Transaction,
  config: Config,
  returned: { companyId: number; signedAt: Date; reasonCode: string },
) {
  const [superadmin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_STAFF[0].username));
  const actor = { userId: superadmin?.id ?? null, roles: [ROLES.superadmin] };
  const collectedAt = new Date(returned.signedAt.getTime() + 7 * DAY_MS);
  const candidates = await debitCandidates(
    tx,
    and(eq(invoices.companyId, returned.companyId), eq(invoices.facturado, false)),
  );
  const planned = planDebits(candidates, todayInMadrid(collectedAt));
  if (planned.included.length === 0) throw new Error(`demo company ${returned.companyId} has nothing to collect`);
  const creditorIban = config.provider.sepa.accounts[0] ?? '';
  const day = todayInMadrid(collectedAt);
  await storeFile(
    tx,
    { actor, requestId: null, config, now: collectedAt },
    {
      kind: 'BULK',
      transactionId: `demo-${day}`,
      requestFingerprint: fingerprintOf({ kind: 'BULK', fechaInicio: day, fechaFin: day, cuentaIBAN: creditorIban }),
      creditorIban,
      fileName: `sepa_${day}_${day}.xml`,
      invoiceId: null,
      planned,
      presentation: 1,
    },
  );
  const [debit] = await tx
    .select({ endToEndId: sepaDebits.endToEndId, messageId: sepaFiles.messageId })
    .from(sepaDebits)
    .innerJoin(sepaFiles, eq(sepaFiles.id, sepaDebits.sepaFileId))
    .where(eq(sepaDebits.invoiceId, planned.included[0]?.row.invoiceId ?? 0));
  const reportedAt = new Date(collectedAt.getTime() + 7 * DAY_MS);
  const xml = bankReturnReport({
    messageId: `DEV${todayInMadrid(reportedAt).replace(/-/g, '')}000001`,
    createdAt: `${todayInMadrid(reportedAt)}T08:15:00`,
    originalMessageId: debit?.messageId ?? '',
    endToEndId: debit?.endToEndId ?? '',
    reasonCode: returned.reasonCode,
  });
  await recordReturnFile(
    tx,
    { actor, requestId: null, now: reportedAt },
    { name: 'devoluciones_banco.xml', bytes: Buffer.from(xml, 'utf8') },
    parseBankFile(xml),
    config.provider.sepa.accounts,
  );
}
