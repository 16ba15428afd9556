// The floor the load bench compares against: a bare Fastify app on node-postgres that answers the same URLs
// with the same SQL statements our server runs for them, the same JWT check and, for the login, the same argon2
// verification, but none of our layers: no validation, no authorization rules, no business code, no PDF rendering
// (the PDF route sends the invoice's kept copy, or the rows it would render when none is kept), no background
// processing of the uploaded lines. Whether it
// still sends our statements is checked by `npm run bench:floor-check` (floor-check.mjs); update it from there.
//   node load-floor.mjs <port> <database url> <jwt secret>
import { randomBytes, randomUUID } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import pg from 'pg';

const [port, databaseUrl, secret] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const key = new TextEncoder().encode(secret);
const app = Fastify();
app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

const quoted = (table, columns) => columns.map((column) => `"${table}"."${column}"`).join(', ');
const bare = (columns) => columns.map((column) => `"${column}"`).join(', ');
/** `$from, $from+1, …` for `count` values. */
const placeholders = (count, from = 1) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

const INVOICE_COLUMNS = [
  'id',
  'numero',
  'series',
  'year',
  'sequence',
  'kind',
  'origin',
  'rectifies_invoice_id',
  'issuer_id',
  'corrects_invoice_id',
  'company_id',
  'agency_id',
  'fecha',
  'fecha_cuando_facturar',
  'fecha_operacion',
  'importe_total_cents',
  'importe_impuestos_cents',
  'importe_total_impuestos_cents',
  'tax_kind',
  'iva_basis_points',
  'tax_wording',
  'verifactu_impuesto',
  'verifactu_clave_regimen',
  'verifactu_calificacion',
  'agency_commission_basis_points',
  'facturado',
  'facturado_at',
  'metodo_de_pago',
  'num_cuenta',
  'recipient_razon_social',
  'recipient_nombre_comercial',
  'recipient_nif_cif',
  'recipient_direccion',
  'recipient_codigo_postal',
  'recipient_localidad',
  'recipient_provincia',
  'recipient_search_text',
  'rectification_reason',
  'tipo_factura',
  'tipo_rectificativa',
  'rectified_base_cents',
  'rectified_tax_cents',
  'rectified_original_paid',
  'original_returned_at',
  'anulada_at',
  'anulacion_motivo',
  'replaced_at',
  'sepa_sequence_type',
  'sepa_file_id',
  'sepa_return_code',
  'paid_by_transfer_on',
  'paid_via',
  'paid_amount_cents',
  'sepa_collection_date',
  'created_at',
];
const COMPANY_COLUMNS = [
  'id',
  'agency_id',
  'razon_social',
  'nif_cif',
  'tipo',
  'nombre',
  'dni',
  'email',
  'telefono',
  'telefono_entered_by',
  'vouched_phone',
  'vouched_email',
  'nombre_comercial',
  'direccion',
  'localidad',
  'provincia',
  'codigo_postal',
  'cnae',
  'actividad',
  'num_trabajadores',
  'num_cuenta',
  'metodo_de_pago',
  'lopdgdd',
  'acoso_laboral',
  'desconexion_digital',
  'contrato_lopd_aceptado',
  'contrato_acoso_aceptado',
  'contrato_desconexion_aceptado',
  'permitir_descarga',
  'verificado',
  'agency_confirmed_at',
  'nif_held_at',
  'created_at',
  'updated_at',
  'returned_invoices',
  'latest_invoice_pending',
  'contract_to_sign',
  'sign_up_open',
  'profile_incomplete',
  'protocols_uncovered',
  'period_end',
  'search_text',
];
const LINE_COLUMNS = bare([
  'id',
  'invoice_id',
  'company_id',
  'period_start',
  'protocol',
  'nombre_producto',
  'precio_unitario_cents',
  'iva_cents',
  'total_cents',
]);

const USER_SQL = `select "id", "username", "name", "password_hash", "enabled",
  coalesce((select array_agg(r.name::text order by r.name) from user_roles ur join roles r on r.id = ur.role_id
    where ur.user_id = "users"."id"), '{}'::text[]),
  (select min(au.agency_id) from agency_users au where au.user_id = "users"."id"),
  coalesce((select array_agg(cu.company_id order by cu.company_id) from company_users cu
    where cu.user_id = "users"."id"), '{}'::int[])
  from "users" where`;
const USER_BY_USERNAME_SQL = `${USER_SQL} "users"."username" = $1`;
const USER_BY_SESSION_SQL = `${USER_SQL} ("users"."id" = $1 and exists (select 1 from refresh_tokens rt
  where rt.family_id = $2::uuid and rt.user_id = "users"."id" and rt.revoked_at is null
  and rt.family_expires_at > $3::timestamptz))`;
const RATE_LIMIT_SQL = `insert into "rate_limits" ("key", "hits", "window_ends_at") values ($1, $2, $3)
  on conflict ("key") do update set
  "hits" = case when "rate_limits"."window_ends_at" <= $4::timestamptz then 1 else "rate_limits"."hits" + 1 end,
  "window_ends_at" = case when "rate_limits"."window_ends_at" <= $5::timestamptz then excluded.window_ends_at
    else "rate_limits"."window_ends_at" end
  returning "hits", "window_ends_at"`;
const LOGIN_PAIR = `("login_source_failures"."username" = $1 and "login_source_failures"."source" = $2)`;
const BOARD_SQL = `
  select "companies"."id", "companies"."created_at", "companies"."razon_social",
  "companies"."nombre_comercial", "companies"."localidad", "companies"."lopdgdd",
  "companies"."acoso_laboral", "companies"."desconexion_digital", "companies"."contrato_lopd_aceptado",
  "companies"."contrato_acoso_aceptado", "companies"."contrato_desconexion_aceptado",
  "companies"."verificado", "companies"."agency_id", (select a."nombre_comercial" from "agencies" a
  where a."id" = "companies"."agency_id"), "companies"."num_trabajadores", "companies"."cnae",
  "companies"."tipo", "compliance_profiles"."profile", "compliance_profiles"."gaps", exists (select 1
  from "contracts" ct where ct."company_id" = "companies"."id" and ct."status" = 'PENDIENTE_FIRMA'),
  "current_renewal"."fecha_fin", "current_renewal"."fecha_renovacion", "current_renewal"."renueva",
  "current_renewal"."deshabilitar_renovacion", "companies"."nif_cif", "onboarding_invitations"."id",
  "onboarding_invitations"."expires_at", "onboarding_invitations"."last_sent_at",
  "onboarding_invitations"."reminders", "onboarding_invitations"."opened_at",
  "onboarding_invitations"."completed_at", "onboarding_invitations"."signed_at",
  "onboarding_invitations"."cancelled_at", "outbox_messages"."status", "outbox_messages"."last_error",
  "outbox_messages"."sent_at", "outbox_messages"."receipt_status", invoice_money.latest_numero,
  invoice_money.latest_fecha, invoice_money.latest_amount, invoice_money.latest, invoice_money.returned,
  "page_ids"."total" from "companies" inner join (select "companies"."id", (select count(*) from "companies"
  where ("companies"."agency_id" = $1 and ("companies"."search_text" like $2 or "companies"."nif_cif" like $3)))::int as total
  from "companies"
  where ("companies"."agency_id" = $4 and ("companies"."search_text" like $5 or "companies"."nif_cif" like $6))
  order by "companies"."created_at" desc,
  "companies"."id" desc limit $7 offset $8) as "page_ids" on "page_ids"."id" = "companies"."id"
  left join "compliance_profiles" on "compliance_profiles"."company_id" = "companies"."id"
  left join "onboarding_invitations" on "onboarding_invitations"."company_id" = "companies"."id"
  left join "outbox_messages" on "outbox_messages"."idempotency_key" = "onboarding_invitations"."sms_key"
  left join "renewals" "current_renewal" on "current_renewal"."company_id" = "companies"."id" and "current_renewal"."procesada" = false
  left join lateral ( select count(*) filter (where m.state = 'DEVUELTA') as returned, (array_agg(m.state
  order by m.fecha desc, m.id desc))[1] as latest, (array_agg(m.numero order by m.fecha desc,
  m.id desc))[1] as latest_numero, (array_agg(m.fecha::text order by m.fecha desc,
  m.id desc))[1] as latest_fecha, (array_agg(m.amount order by m.fecha desc, m.id desc))[1] as latest_amount
  from (select i."id", i."fecha", i."numero", i."importe_total_impuestos_cents" as amount, case
  when i."anulada_at" is not null then 'ANULADA' when i."paid_by_transfer_on" is not null then 'PAGADA_OTRO'
  when i."sepa_return_code" is not null and s."id" is null then 'DEVUELTA'
  when (i."paid_by_transfer_on" is not null or (i."sepa_file_id" is not null and i."sepa_return_code" is null
  and i."sepa_collection_date" <= $9) or (i."sepa_file_id" is null and i."facturado" and i."metodo_de_pago" = 'SEPA'
  and i."sepa_return_code" is null)) then 'COBRADA'
  when i."sepa_file_id" is not null and i."sepa_return_code" is null then 'EN_CURSO'
  when s."id" is not null or i."importe_total_impuestos_cents" <= 0 then null
  when i."kind" = 'RECTIFICATIVA' and i."tipo_rectificativa" = 'S' and i."rectified_original_paid"
  and i."original_returned_at" is null then null
  else 'PENDIENTE' end as state from "invoices" i
  left join "invoices" s on s."rectifies_invoice_id" = i."id" and s."rectifies_invoice_id" is not null
  where i."company_id" = "companies"."id" and i."anulada_at" is null) m
  where m.state is not null) invoice_money on true order by "companies"."created_at" desc,
  "companies"."id" desc`;
const AGENCY_COMPANY_COUNT_SQL = `select count(*)::int as value from "companies" where ("companies"."agency_id" = $1
  and ("companies"."search_text" like $2 or "companies"."nif_cif" like $3))`;
/** Lower case without accents, as ours folds a name column (`foldedSql`) and the text searched (`folded`). */
const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';
const foldedColumn = (column) => `translate(lower(${column}), '${ACCENTED}', '${PLAIN}')`;
const STAFF_COMPANY_FILTER = `(${foldedColumn('"companies"."razon_social"')} like $1 or ${foldedColumn('"companies"."nombre_comercial"')} like $2)`;
const STAFF_COMPANIES_SQL = `select "id", "telefono", "nif_cif", "nombre_comercial", "razon_social", "nombre",
  "metodo_de_pago", "lopdgdd", "acoso_laboral", "desconexion_digital", "verificado", "contrato_lopd_aceptado",
  "contrato_acoso_aceptado", "contrato_desconexion_aceptado", "created_at",
  (select count(*)::int from companies other where other.nif_cif = companies.nif_cif and other.id <> companies.id)
  from "companies" where ${STAFF_COMPANY_FILTER} order by "companies"."created_at" desc, "companies"."id" desc limit $3`;
const STAFF_COMPANY_COUNT_SQL = `select count(*) from "companies" where ${STAFF_COMPANY_FILTER}`;
/** A page of invoices with the company's payment data and the invoices that rectify or correct them. */
const invoicePageSql = (where, limit) => `select ${quoted('invoices', INVOICE_COLUMNS)},
  "companies"."metodo_de_pago", "companies"."num_cuenta", "rectified"."numero", "rectifying"."numero",
  coalesce("rectifying"."tipo_rectificativa" = 'I' and "rectifying"."importe_total_cents" = -"invoices"."importe_total_cents", false),
  (select "c"."numero" from "invoices" "c" where "c"."corrects_invoice_id" = "invoices"."id"),
  (select "o"."numero" from "invoices" "o" where "o"."id" = "invoices"."corrects_invoice_id")
  from "invoices" inner join "companies" on "companies"."id" = "invoices"."company_id"
  left join "invoices" "rectified" on "rectified"."id" = "invoices"."rectifies_invoice_id"
  left join "invoices" "rectifying" on "rectifying"."rectifies_invoice_id" = "invoices"."id"
  where ${where} order by "invoices"."fecha" desc, "invoices"."id" desc ${limit}`;
const STAFF_INVOICE_FILTER = `("invoices"."facturado" = $1 and "invoices"."fecha" >= $2 and "invoices"."fecha" <= $3)`;
/** The totals row from the invoices kept per day and remitted flag. */
const STAFF_INVOICE_TOTALS_SQL = `select coalesce(sum("invoices"), 0), coalesce(sum("base_cents"), 0),
  coalesce(sum("tax_cents"), 0), coalesce(sum("total_cents"), 0) from "invoice_day_totals"
  where ("invoice_day_totals"."facturado" = $1 and "invoice_day_totals"."fecha" >= $2
  and "invoice_day_totals"."fecha" <= $3)`;
const LINES_OF_SQL = `select ${LINE_COLUMNS} from "invoice_lines"
  where "invoice_lines"."invoice_id" = any($1::integer[]) order by "invoice_lines"."id"`;
const VERIFACTU_COLUMNS = bare([
  'id',
  'invoice_id',
  'record_type',
  'subsanacion',
  'rechazo_previo',
  'sin_registro_previo',
  'numero',
  'fecha',
  'previous_record_id',
  'previous_hash',
  'record_timestamp',
  'hash',
  'xml',
  'status',
  'status_at',
  'error_code',
  'error_description',
  'csv',
  'duplicate_request_id',
  'submission_id',
  'refused_alone_at',
  'superseded_by_id',
  'created_at',
]);
const LATEST_RECORDS_SQL = `select distinct on ("verifactu_records"."invoice_id") ${VERIFACTU_COLUMNS}
  from "verifactu_records" where "verifactu_records"."invoice_id" = any($1::integer[])
  order by "verifactu_records"."invoice_id", "verifactu_records"."id" desc`;
const OWED_RETURN = `"invoices"."sepa_return_code" is not null and "invoices"."paid_by_transfer_on" is null
  and "invoices"."anulada_at" is null
  and not exists (select 1 from "invoices" "r" where "r"."rectifies_invoice_id" = "invoices"."id")`;
const COMPANY_INVOICE_TOTALS_SQL = `select count(*)::int,
  coalesce(sum("importe_total_impuestos_cents") filter (where "anulada_at" is null and "replaced_at" is null), 0),
  (count(*) filter (where ${OWED_RETURN}))::int,
  coalesce(sum("importe_total_impuestos_cents") filter (where ${OWED_RETURN}), 0)
  from "invoices" where "invoices"."company_id" = $1`;
/** What the company still owes by transfer, shown above its invoices. */
const COMPANY_OWED_BY_TRANSFER_SQL = `select "numero", "fecha", "importe_total_impuestos_cents" from "invoices"
  where ("invoices"."company_id" = $1 and "invoices"."metodo_de_pago" = $2 and "invoices"."paid_by_transfer_on" is null
  and ("invoices"."anulada_at" is null and "invoices"."importe_total_impuestos_cents" > $3 and ("invoices"."kind" = $4
  or ("invoices"."tipo_rectificativa" = $5 and ("invoices"."rectified_original_paid" = $6
  or "invoices"."original_returned_at" is not null))) and not exists (select 1 from "invoices" "r"
  where "r"."rectifies_invoice_id" = "invoices"."id"))) order by "invoices"."fecha", "invoices"."id"`;
const COMPANY_SQL = `select ${quoted('companies', COMPANY_COLUMNS)}, "agencies"."nombre_comercial"
  from "companies" left join "agencies" on "agencies"."id" = "companies"."agency_id"
  where ("companies"."agency_id" = $1 and "companies"."nif_cif" = $2)
  order by "companies"."agency_confirmed_at" is null, "companies"."id" limit $3`;
const PRODUCTS_SQL = `select "id", "protocol", "precio_descuento_cents" from "company_products"
  where "company_products"."company_id" = $1`;
const EDITED_COLUMNS = [
  'razon_social',
  'nif_cif',
  'tipo',
  'nombre',
  'email',
  'telefono',
  'nombre_comercial',
  'direccion',
  'localidad',
  'provincia',
  'codigo_postal',
  'cnae',
  'actividad',
  'num_trabajadores',
  'num_cuenta',
  'metodo_de_pago',
  'updated_at',
];
const UPDATE_COMPANY_SQL = `update "companies" set ${EDITED_COLUMNS.map((column, i) => `"${column}" = $${i + 1}`).join(', ')}
  where "companies"."id" = $${EDITED_COLUMNS.length + 1}`;
const PENDING_SIGNATURES_SQL = `select "id", "snapshot_hash" from "signature_requests"
  where ("signature_requests"."company_id" = $1 and "signature_requests"."completed_at" is null
  and "signature_requests"."voided_at" is null and "signature_requests"."expires_at" > $2) for update`;
const CONTACT_VOUCHERS_SQL = `select "companies"."razon_social", "companies"."nombre", "companies"."vouched_phone",
  "companies"."vouched_email", "agencies"."nombre_comercial" from "companies"
  left join "agencies" on "agencies"."id" = "companies"."agency_id" where "companies"."id" = $1`;
const MANDATES_SQL = `select "sepa_mandates"."id", "sepa_mandates"."reference", "sepa_mandates"."iban",
  "companies"."metodo_de_pago", "companies"."num_cuenta" from "sepa_mandates"
  inner join "companies" on "companies"."id" = "sepa_mandates"."company_id"
  where ("sepa_mandates"."company_id" = $1 and "sepa_mandates"."revoked_at" is null)`;
const PROFILE_SQL = `select "compliance_profiles"."company_id", "compliance_profiles"."profile",
  "compliance_profiles"."version", "compliance_profiles"."hash", "compliance_profiles"."updated_at",
  "companies"."cnae", "companies"."tipo", "companies"."nombre" from "compliance_profiles"
  inner join "companies" on "companies"."id" = "compliance_profiles"."company_id"
  where "compliance_profiles"."company_id" = $1 limit $2`;
const PROFILE_GAPS_SQL = `update "compliance_profiles" p set "gaps" = g.gaps::jsonb
  from jsonb_to_recordset($1::jsonb) as g("companyId" int, gaps jsonb) where p."company_id" = g."companyId"`;
const AUDIT_SQL = `insert into "audit_log" ("id", "at", "actor_user_id", "actor_role", "action", "entity_type",
  "entity_id", "before", "after", "request_id") values (default, $1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`;
/** An invoice with the copy of its PDF kept, as a download reads it. */
const INVOICE_SQL = `select ${quoted('invoices', INVOICE_COLUMNS)}, "invoice_documents"."cancelled",
  "invoice_documents"."pdf" from "invoices" left join "invoice_documents"
  on "invoice_documents"."invoice_id" = "invoices"."id" where "invoices"."id" = $1`;
const FIRST_RECORD_SQL = `select "hash", "status" from "verifactu_records"
  where ("verifactu_records"."invoice_id" = $1 and "verifactu_records"."record_type" = $2)
  order by "verifactu_records"."id" asc limit $3`;
const UPLOADED_BYTES_SQL = `select coalesce(sum("size_bytes"), 0)::bigint from "uploaded_files"
  where "uploaded_files"."agency_id" = $1`;
const INSERT_FILE_SQL = `insert into "uploaded_files" ("id", "agency_id", "uploaded_by_user_id", "nombre",
  "content_type", "content", "size_bytes", "total_lines", "procesado", "fecha_carga")
  values (default, $1, $2, $3, $4, $5, $6, $7, default, $8) returning "id", "nombre"`;
const insertLinesSql = (count) => `insert into "upload_lines" ("id", "file_id", "linea", "raw_text", "nif_cif",
  "telefono", "status", "mensaje_error", "company_id", "fecha_procesado") values
  ${Array.from({ length: count }, (_, i) => `(default, ${placeholders(5, i * 5 + 1)}, default, default, default, default)`).join(', ')}`;

const query = async (text, values) => (await pool.query(text, values)).rows;
/** A statement ours prepares (parsed and planned once per connection), run the same way. */
const prepared = async (name, text, values) => (await pool.query({ name, text, values })).rows;
/** The user row as an array (its columns have no names), through a named prepared statement as ours. */
async function userRow(name, text, values) {
  const [row] = (await pool.query({ name, text, values, rowMode: 'array' })).rows;
  const [id, , , passwordHash, , roles, agencyId, companyIds] = row;
  return { id, passwordHash, roles, agencyId, companyId: companyIds[0] };
}
const folded = (text) =>
  [...text.normalize('NFC').toLowerCase()].map((letter) => PLAIN[ACCENTED.indexOf(letter)] ?? letter).join('');
const contains = (value) => `%${folded(String(value ?? ''))}%`;
const today = () => new Date().toISOString().slice(0, 10);

/** The token check our routes do: the JWT, then the user row of its session (enabled, roles, tenant). */
async function actor(request) {
  const { payload } = await jwtVerify(String(request.headers.authorization).slice(7), key, {
    algorithms: ['HS256'],
  });
  return userRow('user_by_session', USER_BY_SESSION_SQL, [Number(payload.sub), payload.sid, new Date().toISOString()]);
}

/** The hit our rate limits count in the database (login and CSV upload), in a window of a minute. */
async function countHit(key) {
  const now = new Date();
  await prepared('rate_limit_hit', RATE_LIMIT_SQL, [key, 1, new Date(now.getTime() + 60_000), now, now]);
}

/** A page of invoices, its lines and the latest Verifactu record of each. */
/** A page of invoice rows and their lines; `name` sends the page through a named prepared statement, as ours does. */
async function invoicePage(where, values, limitClause, limitValues, name) {
  const text = invoicePageSql(where, limitClause);
  const pageValues = [...values, ...limitValues];
  const rows = name ? await prepared(name, text, pageValues) : await query(text, pageValues);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { rows, lines: [], ids };
  return { rows, lines: await prepared('invoice_lines_of', LINES_OF_SQL, [ids]), ids };
}

app.get('/health', async () => ({ status: 'ok' }));

app.post('/cumplia-auth/authenticate', async (request) => {
  const { username, password } = request.body;
  const now = new Date();
  await countHit(`login:${request.ip}`);
  await prepared(
    'captcha_forget_expired',
    'delete from "used_captchas" where "used_captchas"."expires_at" < $1::timestamptz',
    [now],
  );
  await prepared(
    'captcha_record_use',
    'insert into "used_captchas" ("signature", "expires_at") values ($1, $2) on conflict do nothing returning "signature"',
    [randomBytes(32).toString('hex'), new Date(now.getTime() + 600_000)],
  );
  await prepared('login_pair_wait', `select "retry_at" from "login_source_failures" where ${LOGIN_PAIR}`, [
    username,
    request.ip,
  ]);
  const user = await userRow('user_by_username', USER_BY_USERNAME_SQL, [username]);
  if (!(await verify(user.passwordHash, password))) throw new Error('wrong password');
  await prepared('login_pair_clear', `delete from "login_source_failures" where ${LOGIN_PAIR}`, [username, request.ip]);
  const sessionId = randomUUID();
  const sessionEnd = new Date(now.getTime() + 12 * 3600_000);
  await prepared(
    'session_start',
    `insert into "refresh_tokens" ("id", "user_id", "family_id", "login_scope", "token_hash", "expires_at",
     "family_expires_at", "used_at", "used_by", "replayed_at", "revoked_at", "created_at")
     values (default, $1, $2, $3, $4, $5, $6, default, default, default, default, $7)`,
    [user.id, sessionId, 'G', randomBytes(32).toString('hex'), sessionEnd, sessionEnd, now],
  );
  const token = await new SignJWT({ roles: user.roles, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setExpirationTime('15m')
    .sign(key);
  return { token };
});

app.get('/cumplia-core/gestorias/my/empresas', async (request) => {
  const { agencyId } = await actor(request);
  // The board's one search box: the folded names and the NIF/CIF (spaces aside, upper case), as ours.
  const text = String(request.query.q ?? '');
  const name = contains(text);
  const nif = `%${text.replace(/[\s-]/g, '').toUpperCase()}%`;
  const rows = await prepared('board_search', BOARD_SQL, [agencyId, name, nif, agencyId, name, nif, 10, 0, today()]);
  // The page carries the total (counted apart, in the same statement); an empty page needs the count on its own, as ours does.
  const total =
    rows.length > 0 ? rows[0].total : (await query(AGENCY_COMPANY_COUNT_SQL, [agencyId, name, nif]))[0].value;
  return { content: rows, totalElements: total };
});

app.get('/cumplia-core/admin/empresas', async (request) => {
  await actor(request);
  const name = contains(request.query.nombre);
  const [rows, [total]] = await Promise.all([
    query(STAFF_COMPANIES_SQL, [name, name, 10]),
    query(STAFF_COMPANY_COUNT_SQL, [name, name]),
  ]);
  return { content: rows, totalElements: Number(total.count) };
});

app.get('/cumplia-core/admin/facturas', async (request) => {
  await actor(request);
  const { facturado, fechaInicio, fechaFin, page = 0 } = request.query;
  const values = [facturado === 'true', fechaInicio, fechaFin];
  const [{ rows, lines, ids }, [totals]] = await Promise.all([
    // Like ours, no OFFSET on the first page.
    Number(page) === 0
      ? invoicePage(STAFF_INVOICE_FILTER, values, 'limit $4', [10])
      : invoicePage(STAFF_INVOICE_FILTER, values, 'limit $4 offset $5', [10, Number(page) * 10]),
    query(STAFF_INVOICE_TOTALS_SQL, values),
  ]);
  const records = ids.length > 0 ? await prepared('verifactu_latest_records_of', LATEST_RECORDS_SQL, [ids]) : [];
  return { content: rows, lines, records, totales: totals };
});

app.get('/cumplia-core/facturas/empresa/my', async (request) => {
  const { companyId } = await actor(request);
  // The totals' count is the page's total, as ours.
  const [{ rows, lines }, [totals]] = await Promise.all([
    invoicePage(
      '"invoices"."company_id" = $1',
      [companyId],
      'limit $2 offset $3',
      [10, 0],
      'company_invoice_page_fecha_desc',
    ),
    prepared('company_invoice_totals', COMPANY_INVOICE_TOTALS_SQL, [companyId]),
    prepared('company_owed_by_transfer', COMPANY_OWED_BY_TRANSFER_SQL, [
      companyId,
      'TRANSFERENCIA',
      0,
      'ORDINARIA',
      'S',
      false,
    ]),
  ]);
  return { content: rows, lines, totalElements: totals.count, totales: totals };
});

app.put('/cumplia-core/gestorias/my/empresas/:cifNif', async (request) => {
  const { id: userId, agencyId } = await actor(request);
  const body = request.body;
  const now = new Date();
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Prepared where ours prepares: the company's lookup, its products, its links, contacts, mandate and profile,
    // and the audit entry.
    const named = async (name, text, values) => (await client.query({ name, text, values })).rows;
    const [before] = await named('company_of_agency', COMPANY_SQL, [agencyId, request.params.cifNif, 1]);
    const productos = await named('company_products_of', PRODUCTS_SQL, [before.id]);
    await client.query(UPDATE_COMPANY_SQL, [
      body.razonSocial,
      body.nifCif,
      body.tipo,
      body.nombre,
      body.email,
      body.telefono,
      body.nombreComercial,
      body.direccion,
      body.localidad,
      body.provincia,
      body.codigoPostal,
      body.cnae,
      body.actividad,
      body.numTrabajadores,
      body.numCuenta,
      body.metodoDePago,
      now,
      before.id,
    ]);
    await named('pending_signature_requests_locked', PENDING_SIGNATURES_SQL, [before.id, now]);
    // Our server reads who vouched for the contact details, to ask them to confirm a changed phone or e-mail.
    await named('company_contact_vouchers', CONTACT_VOUCHERS_SQL, [before.id]);
    await named('current_mandate_of', MANDATES_SQL, [before.id]);
    const profiles = await named('profile_for_gaps', PROFILE_SQL, [before.id, 500]);
    if (profiles.length > 0) {
      const gaps = { lopd: [], acoso: [], desconexion: [] };
      await client.query(PROFILE_GAPS_SQL, [JSON.stringify([{ companyId: before.id, gaps }])]);
    }
    await named('audit_entry_insert', AUDIT_SQL, [
      now,
      userId,
      'ROLE_MANAGEMENT',
      'company.update',
      'company',
      String(before.id),
      JSON.stringify(before),
      JSON.stringify(body),
      request.id,
    ]);
    await client.query('commit');
    return { ...before, ...body, productos };
  } finally {
    client.release();
  }
});

app.get('/cumplia-core/admin/facturas/:id/download', async (request, reply) => {
  await actor(request);
  const [invoice] = await prepared('invoice_by_id', INVOICE_SQL, [Number(request.params.id)]);
  if (invoice.pdf && invoice.cancelled === (invoice.anulada_at !== null)) {
    return reply.type('application/pdf').send(invoice.pdf);
  }
  // Not kept yet: what our server would render (the mix downloads kept copies only).
  const [lines, records] = await Promise.all([
    prepared('invoice_lines_of', LINES_OF_SQL, [[invoice.id]]),
    prepared('invoice_first_alta_record', FIRST_RECORD_SQL, [invoice.id, 'ALTA', 1]),
  ]);
  return { invoice, lines, records };
});

app.post('/cumplia-core/gestorias/upload-csv', async (request, reply) => {
  const { id: userId, agencyId } = await actor(request);
  await countHit(`upload:${agencyId}`);
  const text = request.body.toString('utf8');
  const lines = text.split(/\r?\n/).filter((line) => /^B\d{8};/.test(line));
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1, $2)', [7_316_004, agencyId]);
    await client.query(UPLOADED_BYTES_SQL, [agencyId]);
    const [file] = (
      await client.query(INSERT_FILE_SQL, [
        agencyId,
        userId,
        'altas.csv',
        'text/csv',
        request.body,
        request.body.length,
        lines.length,
        new Date(),
      ])
    ).rows;
    const values = lines.flatMap((line, i) => [file.id, i + 2, line, ...line.split(';')]);
    await client.query(insertLinesSql(lines.length), values);
    await client.query('commit');
    return reply.status(201).send({ id: file.id, nombre: file.nombre, lineas: lines.length });
  } finally {
    client.release();
  }
});

// Stops as a process should, so that a CPU profile (--cpu-prof) is written.
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
