import { readFileSync } from 'node:fs';
import path from 'node:path';

const testdata = () => process.env.CUMPLIA_TESTDATA_DIR ?? path.resolve(import.meta.dirname, '../../../../testdata');

/** A sample bank file from testdata/sepa (see its README for where each shape comes from). */
export const sepaReturnSample = (name: 'pain.002.001.03-devoluciones.xml' | 'camt.054.001.02-adeudos-devueltos.xml') =>
  readFileSync(path.join(testdata(), 'sepa', name), 'utf8');

/**
 * The pain.002 sample reporting the given debits instead of its own: one TxInfAndSts per debit, each a copy of the
 * sample's first one with the debit's EndToEndId and reason code, under a message id of its own.
 */
export function pain002Returning(messageId: string, debits: { endToEndId: string; reasonCode: string }[]) {
  const sample = sepaReturnSample('pain.002.001.03-devoluciones.xml');
  const first = /<TxInfAndSts>[\s\S]*?<\/TxInfAndSts>/.exec(sample)?.[0] ?? '';
  const transactions = debits
    .map((debit) =>
      first
        .replace(/<OrgnlEndToEndId>.*?<\/OrgnlEndToEndId>/, `<OrgnlEndToEndId>${debit.endToEndId}</OrgnlEndToEndId>`)
        .replace(/<Cd>AM04<\/Cd>/, `<Cd>${debit.reasonCode}</Cd>`),
    )
    .join('\n      ');
  return sample
    .replace(/<MsgId>.*?<\/MsgId>/, `<MsgId>${messageId}</MsgId>`)
    .replace(/<TxInfAndSts>[\s\S]*<\/TxInfAndSts>/, transactions);
}

/** The camt.054 sample with its returned debit's EndToEndId replaced. */
export const camt054Returning = (endToEndId: string) =>
  sepaReturnSample('camt.054.001.02-adeudos-devueltos.xml').replace(
    /<EndToEndId>F2026-000101<\/EndToEndId>/,
    `<EndToEndId>${endToEndId}</EndToEndId>`,
  );
