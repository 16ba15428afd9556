// The floor the load bench compares against: a bare Fastify app on node-postgres that answers the same URLs
// with the same SQL statements our server runs for them (copied from PostgreSQL's statement log), the same JWT
// check and, for the login, the same argon2 verification, but none of our layers: no validation, no
// authorization rules, no business code, no PDF rendering (the PDF route returns the rows it would render).
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

const USER_SQL = `select "id", "username", "name", "password_hash", "enabled", coalesce((select array_agg(r.name::text order by r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '{}'::text[]), (select min(au.agency_id) from agency_users au where au.user_id = "users"."id"), (select min(cu.company_id) from company_users cu where cu.user_id = "users"."id") from "users" where "users"."id" = $1`;
const INVOICE_COLUMNS = `"invoices"."id", "invoices"."numero", "invoices"."series", "invoices"."year", "invoices"."sequence", "invoices"."kind", "invoices"."origin", "invoices"."rectifies_invoice_id", "invoices"."company_id", "invoices"."agency_id", "invoices"."fecha", "invoices"."fecha_cuando_facturar", "invoices"."importe_total_cents", "invoices"."importe_impuestos_cents", "invoices"."importe_total_impuestos_cents", "invoices"."iva_basis_points", "invoices"."agency_commission_basis_points", "invoices"."facturado", "invoices"."facturado_at", "invoices"."metodo_de_pago", "invoices"."num_cuenta", "invoices"."recipient_razon_social", "invoices"."recipient_nombre_comercial", "invoices"."recipient_nif_cif", "invoices"."recipient_direccion", "invoices"."recipient_codigo_postal", "invoices"."recipient_provincia", "invoices"."rectification_reason", "invoices"."previous_record_hash", "invoices"."record_hash", "invoices"."record_timestamp", "invoices"."sepa_sequence_type", "invoices"."sepa_file_id", "invoices"."created_at", "companies"."metodo_de_pago", "companies"."num_cuenta", "rectified"."numero", "rectifying"."numero"`;
const INVOICE_FROM = `from "invoices" inner join "companies" on "companies"."id" = "invoices"."company_id" left join "invoices" "rectified" on "rectified"."id" = "invoices"."rectifies_invoice_id" left join "invoices" "rectifying" on "rectifying"."rectifies_invoice_id" = "invoices"."id"`;
const LINES_SQL = `select "id", "invoice_id", "protocol", "nombre_producto", "precio_unitario_cents", "iva_cents", "total_cents" from "invoice_lines" where "invoice_lines"."invoice_id" = any($1) order by "invoice_lines"."id"`;
const COMPANY_SQL = `select "companies".*, "agencies"."nombre_comercial" from "companies" left join "agencies" on "agencies"."id" = "companies"."agency_id" where ("companies"."agency_id" = $1 and "companies"."nif_cif" = $2)`;
const PRODUCTS_SQL = `select "id", "protocol", "precio_descuento_cents" from "company_products" where "company_products"."company_id" = $1`;

const query = async (text, values) => (await pool.query(text, values)).rows;
/**
 * The user row as an array (its two `min(...)` columns, agency and company, share a name), through a named
 * prepared statement as our server reads it.
 */
async function userByUsername(username) {
  const [row] = (
    await pool.query({
      name: 'user_by_username',
      text: USER_SQL.replace('"users"."id" = $1', '"users"."username" = $1'),
      values: [username],
      rowMode: 'array',
    })
  ).rows;
  const [id, , , passwordHash, , roles, agencyId, companyId] = row;
  return { id, passwordHash, roles, agencyId, companyId };
}
const contains = (value) => `%${String(value ?? '').toLowerCase()}%`;

/** The token check our routes do: the JWT, then the user row (enabled, roles, tenant). */
const SESSION_SQL = `"users"."id" = $1 and exists (select 1 from refresh_tokens rt where rt.family_id = $2::uuid and rt.user_id = "users"."id" and rt.revoked_at is null and rt.family_expires_at > $3::timestamptz)`;

async function actor(request) {
  const { payload } = await jwtVerify(String(request.headers.authorization).slice(7), key, {
    algorithms: ['HS256'],
  });
  const [row] = (
    await pool.query({
      name: 'user_by_session',
      text: USER_SQL.replace('"users"."id" = $1', SESSION_SQL),
      values: [Number(payload.sub), payload.sid, new Date().toISOString()],
      rowMode: 'array',
    })
  ).rows;
  const [id, , , , , roles, agencyId, companyId] = row;
  return { id, roles, agencyId, companyId };
}

async function page(where, values, size, offset) {
  const [rows, [total]] = await Promise.all([
    query(
      `select ${INVOICE_COLUMNS} ${INVOICE_FROM} where ${where} order by "invoices"."fecha" desc, "invoices"."id" desc limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, size, offset],
    ),
    query(`select count(*) from "invoices" where ${where}`, values),
  ]);
  const lines = await query(LINES_SQL, [rows.map((row) => row.id)]);
  return { content: rows, lines, totalElements: Number(total.count) };
}

app.get('/health', async () => ({ status: 'ok' }));

app.post('/cumplia-auth/authenticate', async (request) => {
  const { username, password } = request.body;
  const now = new Date();
  await query('delete from "used_captchas" where "used_captchas"."expires_at" < $1', [now]);
  await query(
    'insert into "used_captchas" ("signature", "expires_at") values ($1, $2) on conflict do nothing returning "signature"',
    [randomBytes(32).toString('hex'), new Date(now.getTime() + 600_000)],
  );
  await query(
    'select "retry_at" from "login_source_failures" where ("login_source_failures"."username" = $1 and "login_source_failures"."source" = $2)',
    [username, request.ip],
  );
  const user = await userByUsername(username);
  if (!(await verify(user.passwordHash, password))) throw new Error('wrong password');
  await query(
    'delete from "login_source_failures" where ("login_source_failures"."username" = $1 and "login_source_failures"."source" = $2)',
    [username, request.ip],
  );
  const sessionId = randomUUID();
  const sessionEnd = new Date(now.getTime() + 12 * 3600_000);
  await query(
    'insert into "refresh_tokens" ("user_id", "family_id", "login_scope", "token_hash", "expires_at", "family_expires_at", "created_at") values ($1, $2, $3, $4, $5, $6, $7)',
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
  const filter = request.query.nombre
    ? ` and (lower("companies"."razon_social") like $2 or lower("companies"."nombre_comercial") like $2)`
    : '';
  const values = request.query.nombre ? [agencyId, contains(request.query.nombre)] : [agencyId];
  const [rows, [total]] = await Promise.all([
    query(
      `select "id", "created_at", "razon_social", "nombre_comercial", "nif_cif", "lopdgdd", "acoso_laboral", "desconexion_digital", "verificado" from "companies" where "companies"."agency_id" = $1${filter} order by "companies"."created_at" desc, "companies"."id" desc limit 10`,
      values,
    ),
    query(`select count(*) from "companies" where "companies"."agency_id" = $1${filter}`, values),
  ]);
  return { content: rows, totalElements: Number(total.count) };
});

app.get('/cumplia-core/admin/empresas', async (request) => {
  await actor(request);
  const where = `(lower("companies"."razon_social") like $1 or lower("companies"."nombre_comercial") like $1)`;
  const values = [contains(request.query.nombre)];
  const [[total], rows] = await Promise.all([
    query(`select count(*) from "companies" where ${where}`, values),
    query(
      `select "id", "telefono", "nif_cif", "nombre_comercial", "razon_social", "nombre", "metodo_de_pago", "lopdgdd", "acoso_laboral", "desconexion_digital", "verificado", "created_at" from "companies" where ${where} order by "companies"."created_at" desc, "companies"."id" desc limit 10`,
      values,
    ),
  ]);
  return { content: rows, totalElements: Number(total.count) };
});

app.get('/cumplia-core/admin/facturas', async (request) => {
  await actor(request);
  const { facturado, fechaInicio, fechaFin, page: pageNumber = 0 } = request.query;
  const where = `("invoices"."facturado" = $1 and "invoices"."fecha" >= $2 and "invoices"."fecha" <= $3)`;
  return page(where, [facturado === 'true', fechaInicio, fechaFin], 10, Number(pageNumber) * 10);
});

app.get('/cumplia-core/facturas/empresa/my', async (request) => {
  const { companyId } = await actor(request);
  return page('"invoices"."company_id" = $1', [companyId], 10, 0);
});

app.put('/cumplia-core/gestorias/my/empresas/:cifNif', async (request) => {
  const { id: userId, agencyId } = await actor(request);
  const body = request.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const [before] = (await client.query(COMPANY_SQL, [agencyId, request.params.cifNif])).rows;
    await client.query(PRODUCTS_SQL, [before.id]);
    await client.query(
      `update "companies" set "razon_social" = $1, "nif_cif" = $2, "tipo" = $3, "nombre" = $4, "email" = $5, "telefono" = $6, "nombre_comercial" = $7, "direccion" = $8, "provincia" = $9, "codigo_postal" = $10, "cnae" = $11, "actividad" = $12, "num_trabajadores" = $13, "num_cuenta" = $14, "metodo_de_pago" = $15, "updated_at" = $16 where "companies"."id" = $17`,
      [
        body.razonSocial,
        body.nifCif,
        body.tipo,
        body.nombre,
        body.email,
        body.telefono,
        body.nombreComercial,
        body.direccion,
        body.provincia,
        body.codigoPostal,
        body.cnae,
        body.actividad,
        body.numTrabajadores,
        body.numCuenta,
        body.metodoDePago,
        new Date(),
        before.id,
      ],
    );
    await client.query(
      'insert into "audit_log" ("at", "actor_user_id", "actor_role", "action", "entity_type", "entity_id", "before", "after", "request_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [new Date(), userId, 'ROLE_MANAGEMENT', 'company.update', 'company', String(before.id), before, body, request.id],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
  const [company] = await query(COMPANY_SQL, [agencyId, request.params.cifNif]);
  return { ...company, productos: await query(PRODUCTS_SQL, [company.id]) };
});

app.get('/cumplia-core/admin/facturas/:id/download', async (request) => {
  await actor(request);
  const [invoice] = await query('select * from "invoices" where "invoices"."id" = $1', [Number(request.params.id)]);
  return { invoice, lines: await query(LINES_SQL, [[invoice.id]]) };
});

app.post('/cumplia-core/gestorias/upload-csv', async (request, reply) => {
  const { id: userId, agencyId } = await actor(request);
  const text = request.body.toString('utf8');
  const lines = text.split(/\r?\n/).filter((line) => /^B\d{8};/.test(line));
  const client = await pool.connect();
  try {
    await client.query('begin');
    const [file] = (
      await client.query(
        'insert into "uploaded_files" ("agency_id", "uploaded_by_user_id", "nombre", "content_type", "content", "size_bytes", "total_lines", "fecha_carga") values ($1, $2, $3, $4, $5, $6, $7, $8) returning "id", "nombre"',
        [agencyId, userId, 'altas.csv', 'text/csv', request.body, request.body.length, lines.length, new Date()],
      )
    ).rows;
    const values = lines.flatMap((line, i) => [file.id, i + 2, line, ...line.split(';')]);
    const placeholders = lines.map(
      (_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`,
    );
    await client.query(
      `insert into "upload_lines" ("file_id", "linea", "raw_text", "nif_cif", "telefono") values ${placeholders.join(', ')}`,
      values,
    );
    await client.query('commit');
    return reply.status(201).send({ id: file.id, nombre: file.nombre, lineas: lines.length });
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
