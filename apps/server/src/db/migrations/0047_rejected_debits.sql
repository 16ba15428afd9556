ALTER TABLE "sepa_returns" DROP CONSTRAINT "sepa_returns_resolution_known";--> statement-breakpoint
DROP INDEX "sepa_debits_end_to_end_id_key";--> statement-breakpoint
DROP INDEX "sepa_debits_invoice_presentation_key";--> statement-breakpoint
ALTER TABLE "sepa_debits" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_debits_end_to_end_id_key" ON "sepa_debits" USING btree ("end_to_end_id") WHERE "sepa_debits"."rejected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_debits_invoice_presentation_key" ON "sepa_debits" USING btree ("invoice_id","presentation") WHERE "sepa_debits"."rejected_at" is null;--> statement-breakpoint
ALTER TABLE "sepa_returns" ADD CONSTRAINT "sepa_returns_resolution_known" CHECK ("sepa_returns"."resolution" in ('PENDIENTE', 'REPRESENTADA', 'TRANSFERENCIA', 'PAGADA', 'RECTIFICADA', 'REABIERTA'));