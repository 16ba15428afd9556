CREATE TABLE "company_totals" (
	"id" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "agencies_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "companies_created_at_idx";--> statement-breakpoint
CREATE INDEX "agencies_created_id_idx" ON "agencies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_created_id_idx" ON "companies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
INSERT INTO "company_totals" ("id", "total") SELECT 1, count(*) FROM "companies";
--> statement-breakpoint
CREATE FUNCTION company_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_totals SET total = total + (SELECT count(*) FROM inserted_companies) WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION company_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_totals SET total = total - (SELECT count(*) FROM deleted_companies) WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_totals_on_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS inserted_companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER company_totals_on_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS deleted_companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_totals_on_delete();
