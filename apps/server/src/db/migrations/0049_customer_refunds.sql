-- Refunds paid back to clients (customer_refunds), and invoices replaced by a substitute (replaced_at) leave every kept total: the staff list's day totals and the agency's collectible amounts count what stands, the substitute in place of the invoice it replaced.
CREATE TABLE "customer_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_refunds_amount_positive" CHECK ("customer_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_refunds" ADD CONSTRAINT "customer_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_refunds" ADD CONSTRAINT "customer_refunds_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_refunds_invoice_key" ON "customer_refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_day_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_invoice_day_totals((
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'fecha', fecha, 'facturado', facturado, 'invoices', count,
             'base_cents', base, 'tax_cents', tax, 'total_cents', total)), '[]'::jsonb)
      FROM (SELECT fecha, facturado, count(*) AS count,
                   coalesce(sum(importe_total_cents) FILTER (WHERE anulada_at IS NULL AND replaced_at IS NULL), 0) AS base,
                   coalesce(sum(importe_impuestos_cents) FILTER (WHERE anulada_at IS NULL AND replaced_at IS NULL), 0) AS tax,
                   coalesce(sum(importe_total_impuestos_cents) FILTER (WHERE anulada_at IS NULL AND replaced_at IS NULL), 0) AS total
              FROM new_invoices GROUP BY fecha, facturado) AS added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_day_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_invoice_day_totals((
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'fecha', fecha, 'facturado', facturado, 'invoices', count,
             'base_cents', base, 'tax_cents', tax, 'total_cents', total)), '[]'::jsonb)
      FROM (SELECT fecha, facturado, sum(sign) AS count,
                   coalesce(sum(sign * importe_total_cents) FILTER (WHERE anulada_at IS NULL AND replaced_at IS NULL), 0) AS base,
                   coalesce(sum(sign * importe_impuestos_cents) FILTER (WHERE anulada_at IS NULL AND replaced_at IS NULL), 0) AS tax,
                   coalesce(sum(sign * importe_total_impuestos_cents) FILTER (WHERE anulada_at IS NULL AND replaced_at IS NULL), 0) AS total
              FROM (SELECT 1 AS sign, * FROM new_invoices UNION ALL SELECT -1 AS sign, * FROM old_invoices) AS rows
             GROUP BY fecha, facturado) AS changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_invoice_day_delta(changed invoices, sign integer)
  RETURNS TABLE (agency_id integer, fecha date, invoices integer, collectible_cents bigint, commission_cents bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT changed.agency_id, changed.fecha, sign,
         CASE WHEN changed.anulada_at IS NULL AND changed.replaced_at IS NULL AND changed.sepa_return_code IS NULL
              THEN sign * changed.importe_total_impuestos_cents ELSE 0 END::bigint,
         CASE WHEN changed.anulada_at IS NULL AND changed.replaced_at IS NULL AND changed.sepa_return_code IS NULL
              THEN sign * floor(changed.importe_total_cents::numeric
                                * coalesce(changed.agency_commission_basis_points, 0) / 10000 + 0.5)
              ELSE 0 END::bigint
$$;
--> statement-breakpoint
-- The invoices already replaced: the triggers above take them out of the totals as they are marked.
UPDATE "invoices" i SET "replaced_at" = s."created_at"
  FROM "invoices" s
 WHERE s."rectifies_invoice_id" = i."id" AND s."tipo_rectificativa" = 'S' AND i."replaced_at" IS NULL;
