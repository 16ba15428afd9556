CREATE INDEX "companies_agency_nombre_id_idx" ON "companies" USING btree ("agency_id","nombre_comercial","id");--> statement-breakpoint
CREATE INDEX "companies_agency_nif_cif_id_idx" ON "companies" USING btree ("agency_id","nif_cif","id");--> statement-breakpoint
CREATE INDEX "companies_razon_social_id_idx" ON "companies" USING btree ("razon_social","id");--> statement-breakpoint
CREATE INDEX "companies_nif_cif_id_idx" ON "companies" USING btree ("nif_cif","id");--> statement-breakpoint
CREATE INDEX "invoices_agency_numero_id_idx" ON "invoices" USING btree ("agency_id","numero","id");--> statement-breakpoint
CREATE INDEX "invoices_agency_recipient_id_idx" ON "invoices" USING btree ("agency_id","recipient_nombre_comercial","id");--> statement-breakpoint
CREATE INDEX "invoices_agency_amount_id_idx" ON "invoices" USING btree ("agency_id","importe_total_impuestos_cents","id","importe_total_cents","agency_commission_basis_points","sepa_return_code");--> statement-breakpoint
CREATE INDEX "invoices_agency_facturado_id_idx" ON "invoices" USING btree ("agency_id","facturado","id");