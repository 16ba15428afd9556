// Bulk data for the load scenario, beside the demo data the server seeds: 300 collaborators with a login each,
// 100,000 companies spread over them (Gestoría Atlántica, the demo agency, gets every 300th) and 1,000,000
// invoices (ten per company, one line each) over the last two years.
import { runSql } from './bench-postgres.mjs';

export const AGENCIES = 300;
export const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 100_000);
export const INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);

export async function seedLoadData(url) {
  await runSql(url, [
    `insert into agencies (razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono)
     select 'Gestoría Carga ' || i || ' S.L.', 'Gestoría Carga ' || i, 'Y' || lpad(i::text, 8, '0'), 'Admin', '',
            'gestoria' || i || '@carga.example', '+34600000000'
     from generate_series(1, ${AGENCIES - 1}) as i`,
    `insert into companies (agency_id, razon_social, nombre_comercial, nif_cif, nombre, dni, email, telefono,
                            direccion, codigo_postal, provincia, num_cuenta, lopdgdd, acoso_laboral, verificado,
                            created_at)
     select case when i % ${AGENCIES} = 0 then (select id from agencies where nif_cif = 'B38123451')
                 else (select min(id) from agencies where nif_cif like 'Y%') + i % ${AGENCIES} - 1 end,
            'Razón Social Carga ' || i || ' S.L.', 'Empresa Carga ' || i, 'Z' || lpad(i::text, 8, '0'),
            'Administración ' || i, '', 'carga' || i || '@example.test', '+34600000000', 'Calle Mayor ' || i,
            '38001', 'Santa Cruz de Tenerife', 'ES9121000418450200051332', true, i % 3 = 0, i % 40 <> 0,
            now() - (i || ' minutes')::interval
     from generate_series(1, ${COMPANIES}) as i`,
    `insert into invoices (numero, series, year, sequence, origin, company_id, agency_id, fecha,
                           fecha_cuando_facturar, fecha_operacion, importe_total_cents, importe_impuestos_cents,
                           importe_total_impuestos_cents, facturado, metodo_de_pago, num_cuenta,
                           recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif,
                           recipient_direccion, recipient_codigo_postal, recipient_provincia, created_at,
                           agency_commission_basis_points, issuer_id)
     select 'C' || lpad(n::text, 9, '0'), 'C', 2025, n, 'RENOVACION', c.id, c.agency_id,
            current_date - (n % 700), current_date - (n % 700), current_date - (n % 700), 12000, 2520, 14520, n % 700 > 30, 'SEPA',
            c.num_cuenta, c.razon_social, c.nombre_comercial, c.nif_cif, c.direccion, c.codigo_postal,
            c.provincia, now() - (n % 700 || ' days')::interval,
            (select comision_basis_points from agencies a where a.id = c.agency_id),
            -- The provider as the demo's invoices name it: these are invoices of this release too.
            (select min(id) from invoice_issuers)
     from generate_series(1, ${INVOICES}) as n
     join companies c on c.nif_cif = 'Z' || lpad((1 + n % ${COMPANIES})::text, 8, '0')`,
    // Each seeded invoice bills a period of its own (one line per company, tool and period is unique).
    `insert into invoice_lines (invoice_id, company_id, period_start, protocol, nombre_producto,
                                precio_unitario_cents, iva_cents, total_cents)
     select id, company_id, date '2000-01-01' + sequence, 'LOPD', 'Renovación anual del protocolo de LOPDGDD',
            12000, 2520, 14520
     from invoices where series = 'C'`,
    'vacuum analyze agencies, companies, invoices, invoice_lines',
  ]);
}
