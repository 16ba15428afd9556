DROP INDEX "companies_agency_created_idx";--> statement-breakpoint
DROP INDEX "companies_verificado_created_idx";--> statement-breakpoint
DROP INDEX "invoices_company_fecha_idx";--> statement-breakpoint
DROP INDEX "invoices_agency_fecha_idx";--> statement-breakpoint
DROP INDEX "uploaded_files_agency_fecha_idx";--> statement-breakpoint
DROP INDEX "invoices_fecha_idx";--> statement-breakpoint
CREATE INDEX "companies_agency_created_id_idx" ON "companies" USING btree ("agency_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_verificado_created_id_idx" ON "companies" USING btree ("verificado","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_company_fecha_id_idx" ON "invoices" USING btree ("company_id","fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_agency_fecha_id_idx" ON "invoices" USING btree ("agency_id","fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "uploaded_files_agency_fecha_id_idx" ON "uploaded_files" USING btree ("agency_id","fecha_carga" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_fecha_idx" ON "invoices" USING btree ("fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);