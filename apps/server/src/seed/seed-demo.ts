import {
  addMonths,
  centsToEuros,
  PROTOCOL_CODES,
  type ProtocolCode,
  ROLES,
  registerProblems,
  todayInMadrid,
  toolFlagsOf,
} from '@cumplia/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Transaction } from '../db/client.js';
import {
  agencies,
  agencyUsers,
  companies,
  companyUsers,
  complianceProfiles,
  contactMessages,
  invoices,
  outboxMessages,
  protocolDocumentVersions,
  renewals,
  sepaMandates,
  uploadedFiles,
  uploadLines,
  users,
} from '../db/schema/index.js';
import { activityLibrary } from '../generators/legal/activity-library.js';
import { proposeRegister } from '../generators/legal/propose-register.js';
import { recordAudit } from '../modules/audit/index.js';
import { insertCollaborator } from '../modules/collaborators/index.js';
import { syncCommissionLedger } from '../modules/commissions/index.js';
import { createCompany } from '../modules/companies/index.js';
import { fillMissingProfileGaps, profileHash, storeConfirmedRegister } from '../modules/compliance/index.js';
import { rectifyInTransaction } from '../modules/invoices/index.js';
import { contactForwardEmail } from '../modules/mail/index.js';
import { issueStatement, statementData, statementFiles } from '../modules/month-close/index.js';
import { enqueueEmail } from '../modules/outbox/index.js';
import {
  documentsOfLink,
  findSigningRequest,
  issueSigningCode,
  openLinkDocument,
  sealSignedDocuments,
  signInTransaction,
  signingPageView,
} from '../modules/signing/index.js';
import { createUser } from '../modules/users/index.js';
import {
  DEMO_AGENCIES,
  DEMO_CORRECTED_INVOICE,
  DEMO_PASSWORD,
  DEMO_SEPA_RETURN,
  DEMO_STAFF,
  type DemoCompany,
  signedUpAt,
  signsContracts,
} from './demo-data.js';
import { demoComplianceProfile } from './demo-profiles.js';
import { seedDemoAccountRequests } from './seed-demo-account-requests.js';
import { seedDemoSignUps } from './seed-demo-signups.js';
import { seedSepaHistory } from './seed-sepa-history.js';

/** Demo invoices older than this were already remitted to the bank (or paid by transfer or card). */
const REMITTED_AFTER_DAYS = 60;

type SignedCompany = {
  id: number;
  /** The link of the contracts it signed when it signed up. */
  signingToken: string;
  nifCif: string;
  createdAt: Date;
  sepa: boolean;
  renewalApproved: boolean;
};

/** What the evidence of a demo signature says about the device: it is demo data, not a real signer. */
const DEMO_SIGNER = { ip: null, userAgent: 'Datos de demostración de Cumplia' };

/**
 * A demo company as its agency creates one (`createCompany`, backdated to its sign-up day: products, contracts,
 * signing link and SMS), then what happened since: staff verified it, its administrator has a password login.
 */
async function createDemoCompany(
  tx: Transaction,
  config: Config,
  company: DemoCompany,
  agency: { id: number; razonSocial: string; nifCif: string; reviewer: { userId: number; name: string } },
  prices: Record<ProtocolCode, number>,
  now: Date,
): Promise<SignedCompany | null> {
  const createdAt = signedUpAt(company, now);
  const {
    tools,
    verificado,
    signed: _signed,
    daysAgo: _,
    renewalApproved,
    withUser,
    registerToReview,
    ...fields
  } = company;
  const { id, signingToken } = await createCompany(tx, {
    company: { ...fields, ...toolFlagsOf(tools) },
    username: company.dni,
    agencyId: agency.id,
    prices,
    config,
    now: createdAt,
    enteredBy: 'AGENCY',
  });
  // The verified demo clients, and one waiting for verification, signed their link (signDemoContracts); they came
  // with their agency already confirmed (the agency assigns their logins on 'Empresas sin usuario'), and only the
  // others are still the agency's claim.
  const signs = signsContracts(company) && signingToken !== null;
  await tx
    .update(companies)
    .set({
      verificado,
      agencyConfirmedAt: signs || withUser ? createdAt : null,
      nifHeldAt: verificado && (signs || withUser) ? createdAt : null,
    })
    .where(eq(companies.id, id));
  if (signs) {
    const profile = demoComplianceProfile(company, agency, id);
    const hash = profileHash(profile);
    await tx.insert(complianceProfiles).values({ companyId: id, profile, hash, updatedAt: createdAt });
    // Its gestoría reviewed the proposed register when it signed up, where the proposal left nothing to answer;
    // the others, and the bakery the demo shows the review with, still show the proposal.
    const register = proposeRegister({
      company,
      profile,
      models: activityLibrary(),
      providerName: config.provider.legalName,
    });
    if (!registerToReview && registerProblems(register).length === 0) {
      await storeConfirmedRegister(tx, id, register, agency.reviewer, createdAt);
    }
    // Its protocols were delivered when it signed, before the wording was versioned ('' for the version): the
    // company's cards tell it what changed since, and staff see it holds an earlier wording.
    if (tools.length > 0) {
      await tx.insert(protocolDocumentVersions).values(
        tools.map((protocol) => ({
          companyId: id,
          protocol,
          profileVersion: 1,
          profileHash: hash,
          generatedAt: createdAt,
        })),
      );
    }
  }
  if (withUser) {
    // A person who runs several demo companies has one login for all of them.
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, company.dni));
    const [name = company.nombre, ...surname] = company.nombre.split(' ');
    const userId =
      existing?.id ??
      (await createUser(tx, {
        username: company.dni,
        name,
        surname: surname.join(' '),
        email: company.email,
        password: DEMO_PASSWORD,
        roles: [ROLES.company],
      }));
    await tx.insert(companyUsers).values({ companyId: id, userId });
  }
  return signs
    ? {
        id,
        signingToken,
        createdAt,
        nifCif: company.nifCif,
        sepa: company.metodoDePago === 'SEPA',
        renewalApproved: renewalApproved ?? false,
      }
    : null;
}

/**
 * Each signed company signed as any company does, in date order (so invoice numbers and the record chain follow
 * the dates): the contracts and their link, the SMS code, the signature with its evidence and sealed PDFs, the
 * SEPA mandate, the renewal, the invoice and the confirmation e-mail. Then, as time would have done, the older
 * invoices are remitted (one of them in a SEPA file its bank returned) and the approved renewals approved.
 */
async function signDemoContracts(tx: Transaction, config: Config, signed: SignedCompany[], now: Date) {
  for (const company of [...signed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    const token = company.signingToken;
    // The link goes out on sign-up; minutes later the representative opens it and each document, asks for the
    // code and signs: the evidence reads in that order.
    const signedAt = new Date(company.createdAt.getTime() + 8 * 60_000);
    const minutesBefore = (minutes: number) => new Date(signedAt.getTime() - minutes * 60_000);
    await signingPageView(tx, { token, client: DEMO_SIGNER }, minutesBefore(6), config.provider.tax);
    const link = await findSigningRequest(tx, token, signedAt);
    for (const document of documentsOfLink(link)) {
      await openLinkDocument(tx, { token, contractId: document.id, client: DEMO_SIGNER }, minutesBefore(5));
    }
    const issued = await issueSigningCode(
      tx,
      config,
      token,
      {
        consentimiento: true,
        nombre: link.company.nombre || link.company.razonSocial,
        nif: link.company.dni || link.company.nifCif,
        client: DEMO_SIGNER,
      },
      minutesBefore(1),
    );
    if (issued.outcome !== 'sent') throw new Error(`demo company ${company.id} got no code: ${issued.outcome}`);
    const outcome = await signInTransaction(tx, config, token, { code: issued.code, client: DEMO_SIGNER }, signedAt);
    if (outcome !== 'signed') throw new Error(`demo company ${company.id} could not sign: ${outcome}`);
    const seals = await sealSignedDocuments(tx, config, { limit: 50, now: signedAt, log: console });
    if (seals.failed > 0) throw new Error(`demo company ${company.id}: ${seals.failed} documents could not be sealed`);
    if (company.renewalApproved) {
      await tx
        .update(renewals)
        .set({ renueva: true })
        .where(and(eq(renewals.companyId, company.id), eq(renewals.procesada, false)));
    }
    if (now.getTime() - company.createdAt.getTime() < REMITTED_AFTER_DAYS * 86_400_000) continue;
    if (company.nifCif === DEMO_SEPA_RETURN.nifCif) {
      await seedSepaHistory(tx, config, {
        companyId: company.id,
        signedAt: company.createdAt,
        reasonCode: DEMO_SEPA_RETURN.reasonCode,
      });
      continue;
    }
    const fecha = todayInMadrid(company.createdAt);
    // Collected long ago: by its debit on the day, or by the transfer or card payment staff recorded.
    const payment = company.sepa
      ? { sepaSequenceType: 'FRST' as const, sepaCollectionDate: fecha }
      : {
          paidOn: fecha,
          paidVia: sql`${invoices.metodoDePago}::text`,
          paidAmountCents: sql`${invoices.importeTotalImpuestosCents}`,
        };
    await tx
      .update(invoices)
      .set({ facturado: true, facturadoAt: company.createdAt, ...payment })
      .where(and(eq(invoices.companyId, company.id), eq(invoices.origin, 'CONTRATO')));
    if (company.sepa) {
      await tx
        .update(sepaMandates)
        .set({ firstCollectionOn: fecha, lastCollectionOn: fecha })
        .where(eq(sepaMandates.companyId, company.id));
    }
  }
}

/**
 * The messages of the seeded history (signing links, codes, confirmations) left the outbox when they happened, as
 * the sender would have sent them then (their codes and links have long expired, so they could not go now);
 * only what happens at seeding time waits for the sender.
 */
async function markHistorySent(tx: Transaction, now: Date) {
  await tx
    .update(outboxMessages)
    .set({ status: 'SENT', attempts: 1, sentAt: sql`${outboxMessages.createdAt}`, deliveredVia: 'outbox' })
    .where(and(eq(outboxMessages.status, 'PENDING'), lt(outboxMessages.createdAt, now)));
}

/**
 * The audit trail the seeded history would have left: each agency company created by its agency's user, each
 * verified one approved by the superadmin a day later, so the audit screen starts with real-looking content.
 */
async function recordDemoHistory(tx: Transaction) {
  const [superadmin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_STAFF[0].username));
  const rows = await tx
    .select({ company: companies, agencyUserId: agencyUsers.userId })
    .from(companies)
    .innerJoin(agencyUsers, eq(agencyUsers.agencyId, companies.agencyId))
    .orderBy(companies.createdAt);
  for (const { company, agencyUserId } of rows) {
    const { createdAt, updatedAt: _updatedAt, ...fields } = company;
    await recordAudit(
      tx,
      { actor: { userId: agencyUserId, roles: [ROLES.agency] }, requestId: null, now: createdAt },
      { action: 'company.create', entityType: 'company', entityId: company.id, after: fields },
    );
    if (!company.verificado || !superadmin) continue;
    await recordAudit(
      tx,
      {
        actor: { userId: superadmin.id, roles: [ROLES.superadmin] },
        requestId: null,
        now: new Date(createdAt.getTime() + 86_400_000),
      },
      {
        action: 'company.verify',
        entityType: 'company',
        entityId: company.id,
        before: { verificado: false },
        after: { verificado: true },
      },
    );
  }
}

/** A visitor's question through the contact form, forwarded to the provider's inbox like a real one. */
async function insertContactMessage(tx: Transaction, config: Config, now: Date) {
  const message = {
    name: 'Marta González Rivero',
    city: 'Santa Cruz de Tenerife',
    email: 'marta.gonzalez@example.com',
    phone: '+34 633 445 566',
    message: 'Tenemos una clínica dental con 6 trabajadores. ¿Necesitamos el protocolo de acoso aunque seamos pocos?',
  };
  const [stored] = await tx
    .insert(contactMessages)
    .values({ ...message, createdAt: now })
    .returning({ id: contactMessages.id });
  await enqueueEmail(tx, config, {
    now,
    idempotencyKey: `contact:${stored?.id}`,
    to: config.provider.inbox,
    replyTo: message.email,
    email: contactForwardEmail(message, config.provider),
  });
}

/** A mass sign-up CSV of the first agency; its lines wait for the background processor like a real upload. */
async function insertDemoUpload(tx: Transaction, agencyId: number, userId: number, now: Date) {
  const lines = ['nifCif;telefono', 'B38990040;+34 628 555 010', 'B3899004X;628555011', 'J38012340;628555012'];
  const [file] = await tx
    .insert(uploadedFiles)
    .values({
      agencyId,
      uploadedByUserId: userId,
      nombre: 'altas-clientes-noviembre.csv',
      contentType: 'text/csv',
      content: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
      sizeBytes: lines.join('\r\n').length,
      totalLines: lines.length - 1,
      fechaCarga: now,
    })
    .returning({ id: uploadedFiles.id });
  if (!file) return;
  await tx.insert(uploadLines).values(
    lines.slice(1).map((raw, index) => {
      const [nifCif = '', telefono = ''] = raw.split(';');
      return { fileId: file.id, linea: index + 2, rawText: raw, nifCif, telefono };
    }),
  );
}

/**
 * Demo data for a first start: two staff users, two agencies with their users and companies (one of which has
 * a company login), products, current renewals, the invoices of signed companies and a contact message in the outbox. Does nothing when any
 * user exists already.
 */
/**
 * The commission statement of the month before last of each agency that had commission by then, as staff would
 * have sent it on the first of last month: the agencies' billing area shows one, and last month's is left for
 * staff to send from the month-end close.
 */
async function sendEarlierStatements(tx: Transaction, config: Config, now: Date) {
  const month = addMonths(todayInMadrid(now), -2).slice(0, 7);
  const sentOn = new Date(`${addMonths(todayInMadrid(now), -1).slice(0, 7)}-01T09:00:00Z`);
  const [superadmin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_STAFF[0].username));
  await syncCommissionLedger(tx, { today: todayInMadrid(sentOn) });
  for (const { id } of await tx.select({ id: agencies.id }).from(agencies).orderBy(agencies.id)) {
    const data = await statementData(tx, { agencyId: id, month, today: todayInMadrid(sentOn) });
    if (data.lines.length === 0) continue;
    await issueStatement(tx, data, await statementFiles(data, config), { now: sentOn, userId: superadmin?.id ?? null });
  }
}

/**
 * A correction made today: the hotel dropped digital disconnection before its year began, so its first invoice,
 * collected long ago, gets a credit note for that tool, and the difference is owed back to it ('Cierre mensual',
 * 'Devoluciones a clientes').
 */
async function correctDemoInvoice(tx: Transaction, config: Config, now: Date) {
  const [superadmin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_STAFF[0].username));
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(companies.nifCif, DEMO_CORRECTED_INVOICE.nifCif), eq(invoices.origin, 'CONTRATO')));
  if (!invoice) throw new Error(`demo company ${DEMO_CORRECTED_INVOICE.nifCif} has no invoice to correct`);
  await rectifyInTransaction(
    tx,
    { actor: { userId: superadmin?.id ?? null, roles: [ROLES.superadmin] }, requestId: null, now, config },
    {
      invoiceId: invoice.id,
      motivo: 'La desconexión digital se dio de baja antes de empezar el periodo',
      tipo: 'R1',
      metodo: 'I',
      lineas: [{ protocolo: DEMO_CORRECTED_INVOICE.protocol, importeCorrecto: 0 }],
    },
  );
}

export async function seedDemoData(db: Database, config: Config, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing) return false;

    for (const staff of DEMO_STAFF) {
      await createUser(tx, {
        username: staff.username,
        name: staff.name,
        surname: staff.surname,
        email: staff.email,
        password: DEMO_PASSWORD,
        roles: [staff.role === 'superadmin' ? ROLES.superadmin : ROLES.worker],
      });
    }

    const signed: SignedCompany[] = [];
    for (const agency of DEMO_AGENCIES) {
      const { user, companies: clients, prices, ...fields } = agency;
      const agencyId = await insertCollaborator(
        tx,
        {
          ...fields,
          tipo: 'E',
          productos: PROTOCOL_CODES.map((protocol) => ({
            nombrePlantilla: protocol,
            precioDescuento: centsToEuros(prices[protocol]),
          })),
        },
        new Date(now.getTime() - 400 * 86_400_000),
      );
      const userId = await createUser(tx, { ...user, password: DEMO_PASSWORD, roles: [ROLES.agency] });
      await tx.insert(agencyUsers).values({ agencyId, userId });
      for (const company of clients) {
        const reviewer = { userId, name: `${user.name} ${user.surname} (gestoría)` };
        const signedCompany = await createDemoCompany(
          tx,
          config,
          company,
          { ...agency, id: agencyId, reviewer },
          prices,
          now,
        );
        if (signedCompany) signed.push(signedCompany);
      }
      if (agency === DEMO_AGENCIES[0]) {
        await insertDemoUpload(tx, agencyId, userId, now);
        await seedDemoSignUps(tx, config, { id: agencyId, name: agency.nombreComercial, userId }, now);
      }
    }
    await signDemoContracts(tx, config, signed, now);
    await sendEarlierStatements(tx, config, now);
    await correctDemoInvoice(tx, config, now);
    // What the demo's money did since, booked as the ledger job would have.
    await syncCommissionLedger(tx, { today: todayInMadrid(now) });
    await seedDemoAccountRequests(tx, config, now);
    await markHistorySent(tx, now);
    await recordDemoHistory(tx);
    await insertContactMessage(tx, config, now);
    await fillMissingProfileGaps(tx);
    return true;
  });
}

/** The demo logins, as printed on start and listed in the README. */
export function demoLogins() {
  const companiesWithLogin = DEMO_AGENCIES.flatMap((agency) => agency.companies).filter((company) => company.withUser);
  const companyUser = companiesWithLogin[0];
  return [
    { role: 'Superadministrador', tipo: '(ninguno)', nif: DEMO_STAFF[0].username },
    { role: 'Trabajador', tipo: '(ninguno)', nif: DEMO_STAFF[1].username },
    ...DEMO_AGENCIES.map((agency) => ({
      role: `Gestoría: ${agency.nombreComercial}`,
      tipo: 'G',
      nif: agency.user.username,
    })),
    {
      role: `Empresa: ${companiesWithLogin.map((company) => company.nombreComercial).join(' y ')}`,
      tipo: 'E',
      nif: companyUser?.dni ?? '',
    },
  ].map((login) => ({ ...login, password: DEMO_PASSWORD }));
}
