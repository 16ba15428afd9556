CREATE TABLE "commission_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"invoice_id" integer,
	"kind" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"moved_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"statement_id" integer,
	CONSTRAINT "commission_movements_kind_known" CHECK ("commission_movements"."kind" in ('GENERADA', 'RESTABLECIDA', 'DEVOLUCION', 'ABONO', 'SUSTITUCION', 'ANULACION', 'AJUSTE', 'SALDO_TRASLADADO', 'SALDO_ANTERIOR'))
);
--> statement-breakpoint
ALTER TABLE "commission_statements" ADD COLUMN "legacy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_movements" ADD CONSTRAINT "commission_movements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_movements" ADD CONSTRAINT "commission_movements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_movements" ADD CONSTRAINT "commission_movements_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_movements_invoice_idx" ON "commission_movements" USING btree ("invoice_id","amount_cents");--> statement-breakpoint
CREATE INDEX "commission_movements_agency_moved_idx" ON "commission_movements" USING btree ("agency_id","moved_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commission_movements_statement_idx" ON "commission_movements" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "commission_movements_unpaid_idx" ON "commission_movements" USING btree ("agency_id","moved_on") WHERE "commission_movements"."statement_id" is null;--> statement-breakpoint
ALTER TABLE "agency_invoice_day_totals" DROP COLUMN "commission_cents";--> statement-breakpoint
-- The statements sent so far paid, per month of the invoices, what those invoices had earned when sent; the
-- ledger marks each such invoice's first movement up to that day as paid by them (syncCommissionLedger).
UPDATE "commission_statements" SET "legacy" = true;
--> statement-breakpoint
-- The agency's day totals keep count and collectible amount; the commission is the ledger's.
DROP FUNCTION agency_invoice_day_delta(invoices, integer);
--> statement-breakpoint
CREATE FUNCTION agency_invoice_day_delta(changed invoices, sign integer)
  RETURNS TABLE (agency_id integer, fecha date, invoices integer, collectible_cents bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT changed.agency_id, changed.fecha, sign,
         CASE WHEN changed.anulada_at IS NULL AND changed.sepa_return_code IS NULL
              THEN sign * changed.importe_total_impuestos_cents ELSE 0 END::bigint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_agency_invoice_day_totals(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO agency_invoice_day_totals AS t (agency_id, fecha, invoices, collectible_cents)
  SELECT d.agency_id, d.fecha, sum(d.invoices), sum(d.collectible_cents)
    FROM jsonb_to_recordset(deltas) AS d(agency_id integer, fecha date, invoices integer, collectible_cents bigint)
   WHERE d.agency_id IS NOT NULL
   GROUP BY d.agency_id, d.fecha
  HAVING sum(d.invoices) <> 0 OR sum(d.collectible_cents) <> 0
   ORDER BY d.agency_id, d.fecha
  ON CONFLICT (agency_id, fecha) DO UPDATE
     SET invoices = t.invoices + excluded.invoices,
         collectible_cents = t.collectible_cents + excluded.collectible_cents;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_invoice_day_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_agency_invoice_day_totals((
    SELECT coalesce(jsonb_agg(to_jsonb(g)), '[]'::jsonb)
      FROM (SELECT d.agency_id, d.fecha, sum(d.invoices) AS invoices, sum(d.collectible_cents) AS collectible_cents
              FROM new_invoices n CROSS JOIN LATERAL agency_invoice_day_delta(n, 1) d
             WHERE n.agency_id IS NOT NULL
             GROUP BY d.agency_id, d.fecha) g));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agency_invoice_day_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_agency_invoice_day_totals((
    SELECT coalesce(jsonb_agg(to_jsonb(g)), '[]'::jsonb)
      FROM (SELECT d.agency_id, d.fecha, sum(d.invoices) AS invoices, sum(d.collectible_cents) AS collectible_cents
              FROM (SELECT d.* FROM new_invoices n CROSS JOIN LATERAL agency_invoice_day_delta(n, 1) d
                     WHERE n.agency_id IS NOT NULL
                    UNION ALL
                    SELECT d.* FROM old_invoices o CROSS JOIN LATERAL agency_invoice_day_delta(o, -1) d
                     WHERE o.agency_id IS NOT NULL) d
             GROUP BY d.agency_id, d.fecha) g));
  RETURN NULL;
END
$$;
