import { readFileSync } from 'node:fs';
import path from 'node:path';
import { todayInMadrid } from '@cumplia/domain';
import { TEST_CLOCK_START } from './test-config.js';

const testdata = () => process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../testdata');

/**
 * A sample bank file from testdata/sepa: the two written here, and the banks' own under public/ (testdata/README.md
 * says where each comes from).
 */
export const sepaReturnSample = (
  name:
    | 'pain.002.001.03-devoluciones.xml'
    | 'camt.054.001.02-adeudos-devueltos.xml'
    | 'public/pain.002.001.03-nordea-rechazo-fichero.xml'
    | 'public/pain.002.001.03-nordea-rechazo-lote.xml'
    | 'public/camt.054.001.04-postfinance-adeudos-devueltos.xml',
) => readFileSync(path.join(testdata(), 'sepa', name), 'utf8');

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * A debit a test file reports: its EndToEndId, the reason, the amount the file states (none: no amount), and the
 * debtor account and mandate it names (none: it names neither).
 */
export type ReportedDebit = {
  endToEndId: string;
  reasonCode: string;
  amountCents?: number;
  debtorIban?: string;
  mandateId?: string;
};

/**
 * The pain.002 sample answering the file `originalMessageId` with the given debits instead of its own: one
 * TxInfAndSts per debit, each a copy of the sample's first one with the debit's EndToEndId, reason code and amount,
 * under a message id of its own, reported on `reportedOn` (by default the test clock's first day: a report is
 * never dated before the file it answers nor after today).
 */
export function pain002Returning(
  messageId: string,
  originalMessageId: string,
  debits: ReportedDebit[],
  reportedOn = todayInMadrid(TEST_CLOCK_START),
) {
  const sample = sepaReturnSample('pain.002.001.03-devoluciones.xml');
  const first = /<TxInfAndSts>[\s\S]*?<\/TxInfAndSts>/.exec(sample)?.[0] ?? '';
  const transactions = debits
    .map((debit) => {
      const copy = first
        .replace(/<OrgnlEndToEndId>.*?<\/OrgnlEndToEndId>/, `<OrgnlEndToEndId>${debit.endToEndId}</OrgnlEndToEndId>`)
        .replace(/<Cd>AM04<\/Cd>/, `<Cd>${debit.reasonCode}</Cd>`)
        .replace(
          /<DbtrAcct>[\s\S]*?<\/DbtrAcct>/,
          debit.debtorIban ? `<DbtrAcct><Id><IBAN>${debit.debtorIban}</IBAN></Id></DbtrAcct>` : '',
        )
        .replace(
          /<MndtRltdInf>[\s\S]*?<\/MndtRltdInf>/,
          debit.mandateId ? `<MndtRltdInf><MndtId>${debit.mandateId}</MndtId></MndtRltdInf>` : '',
        );
      return debit.amountCents === undefined
        ? copy.replace(/<Amt>[\s\S]*?<\/Amt>/, '')
        : copy.replace(/(<InstdAmt Ccy="EUR">)[\d.]+/, `$1${euros(debit.amountCents)}`);
    })
    .join('\n      ');
  return sample
    .replace(/<MsgId>.*?<\/MsgId>/, `<MsgId>${messageId}</MsgId>`)
    .replace(/<CreDtTm>.*?<\/CreDtTm>/, `<CreDtTm>${reportedOn}T08:15:00</CreDtTm>`)
    .replace(/<OrgnlMsgId>.*?<\/OrgnlMsgId>/, `<OrgnlMsgId>${originalMessageId}</OrgnlMsgId>`)
    .replace(/<TxInfAndSts>[\s\S]*<\/TxInfAndSts>/, transactions);
}

/** The camt.054 sample (account ES9121000418450200051332) with its returned debit's EndToEndId and amount. */
export const camt054Returning = (endToEndId: string, amountCents: number) =>
  sepaReturnSample('camt.054.001.02-adeudos-devueltos.xml')
    .replace(/<EndToEndId>F2026-000101<\/EndToEndId>/, `<EndToEndId>${endToEndId}</EndToEndId>`)
    .replaceAll('<Amt Ccy="EUR">120.00</Amt>', `<Amt Ccy="EUR">${euros(amountCents)}</Amt>`);
