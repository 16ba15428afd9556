CREATE INDEX "invoices_recipient_razon_social_id_idx" ON "invoices" USING btree ("recipient_razon_social","id");--> statement-breakpoint
CREATE INDEX "invoices_recipient_nif_cif_id_idx" ON "invoices" USING btree ("recipient_nif_cif","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_id_idx" ON "invoices" USING btree ("importe_total_impuestos_cents","id");--> statement-breakpoint
CREATE INDEX "invoices_facturado_id_idx" ON "invoices" USING btree ("facturado","id");