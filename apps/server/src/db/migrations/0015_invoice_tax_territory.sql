-- Tax by territory (docs/invoicing.md): every invoice records the indirect tax it applies, its wording and its
-- Verifactu keys; invoices issued before keep what they charged (IVA 21 %, general regime, S1).
CREATE TYPE "public"."indirect_tax_kind" AS ENUM('IVA', 'IGIC', 'IPSI');--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_kind" "indirect_tax_kind" DEFAULT 'IVA' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_wording" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "verifactu_impuesto" varchar(2) DEFAULT '01' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "verifactu_clave_regimen" varchar(2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "verifactu_calificacion" varchar(2) DEFAULT 'S1' NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "verifactu_clave_regimen" = '01';--> statement-breakpoint
-- The operation date: the issue date, except that a rectifying invoice carries the rectified invoice's.
ALTER TABLE "invoices" ADD COLUMN "fecha_operacion" date;--> statement-breakpoint
UPDATE "invoices" SET "fecha_operacion" = "fecha";--> statement-breakpoint
UPDATE "invoices" AS r SET "fecha_operacion" = o."fecha" FROM "invoices" AS o WHERE r."rectifies_invoice_id" = o."id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "fecha_operacion" SET NOT NULL;--> statement-breakpoint
-- The town (localidad) of companies and collaborators. Existing rows start empty (documents then fall back to
-- the province) and the forms require it from now on; invoices keep the recipient's town as issued.
ALTER TABLE "agencies" ADD COLUMN "localidad" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "localidad" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recipient_localidad" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The new fiscal columns are as immutable as the others.
DROP TRIGGER "invoices_immutable" ON "invoices";--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OF id, numero, series, year, sequence, kind, origin,
    rectifies_invoice_id, company_id, agency_id, fecha, importe_total_cents, importe_impuestos_cents,
    importe_total_impuestos_cents, iva_basis_points, agency_commission_basis_points, metodo_de_pago, num_cuenta,
    recipient_razon_social, recipient_nombre_comercial, recipient_nif_cif, recipient_direccion,
    recipient_codigo_postal, recipient_provincia, rectification_reason, previous_record_hash, record_hash,
    record_timestamp, created_at, fecha_operacion, tax_kind, tax_wording, verifactu_impuesto,
    verifactu_clave_regimen, verifactu_calificacion, recipient_localidad
  ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_immutable();
