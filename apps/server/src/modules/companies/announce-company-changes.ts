import { type Company, maskIban } from '@cumplia/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { agencies, companies, companyUsers, users } from '../../db/schema/index.js';
import { templateEmail, templateText } from '../../generators/emails/message-template.js';
import type { Actor } from '../../platform/actor.js';
import { enqueueEmail, enqueueSms, smsName } from '../outbox/index.js';
import { maskPhone } from '../signing/index.js';

type Watched = Pick<Company, 'telefono' | 'email' | 'numCuenta'>;

const WATCHED: { field: keyof Watched; name: string; shown: (value: string) => string }[] = [
  { field: 'telefono', name: 'el teléfono', shown: maskPhone },
  { field: 'email', name: 'el correo electrónico', shown: (value) => value },
  { field: 'numCuenta', name: 'la cuenta de domiciliación', shown: maskIban },
];

/**
 * A change of the phone, e-mail or account of a company that has signed, made by its agency or by staff, is
 * announced to the company itself in the transaction of the change (call it before saving), so before any link or
 * code uses it: by
 * e-mail to its own login (else its previous e-mail) and by SMS to the phone it vouched for
 * (`companies.vouched_phone`). The company's own changes, and companies that vouched for no phone, are not announced.
 */
export async function announceCompanyChanges(
  tx: Transaction,
  config: Config,
  input: { actor: Actor; before: Company; after: Watched; now: Date },
) {
  const { actor, before, after, now } = input;
  if (actor.kind === 'company') return;
  const changed = WATCHED.filter(({ field }) => before[field] !== after[field]);
  if (changed.length === 0) return;
  const [stored] = await tx
    .select({ vouchedPhone: companies.vouchedPhone })
    .from(companies)
    .where(eq(companies.id, before.id));
  const confirmedPhone = stored?.vouchedPhone;
  if (!confirmedPhone) return;
  const [agency] =
    actor.kind === 'agency'
      ? await tx.select({ name: agencies.nombreComercial }).from(agencies).where(eq(agencies.id, actor.agencyId))
      : [];
  const gestoria = agency?.name ?? null;
  const datos = changed.map(({ name }) => name);
  const [login] = await tx
    .select({ email: users.email })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.companyId, before.id))
    .limit(1);
  const key = `company-change:${before.id}:${now.getTime()}`;
  await enqueueSms(tx, config, {
    now,
    idempotencyKey: `${key}:sms`,
    to: confirmedPhone,
    agencyId: actor.kind === 'agency' ? actor.agencyId : null,
    text: templateText('cambios-empresa', {
      gestoria,
      datos,
      empresa: smsName(before.razonSocial, 60),
      correo: config.provider.email,
    }),
  });
  const to = login?.email || before.email;
  if (!to) return;
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `${key}:email`,
    to,
    email: templateEmail(
      'cambios-empresa',
      {
        nombre: before.nombre || before.razonSocial,
        empresa: before.razonSocial,
        gestoria,
        datos,
        cambios: changed.map(({ field, name, shown }) => ({
          dato: `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
          antes: shown(before[field]) || '—',
          ahora: shown(after[field]) || '—',
        })),
      },
      config.provider,
    ),
  });
}
