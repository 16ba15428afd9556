ALTER TABLE "agencies" ADD COLUMN "company_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "agencies" a SET "company_count" = (SELECT count(*) FROM "companies" c WHERE c."agency_id" = a."id");
--> statement-breakpoint
CREATE FUNCTION companies_count_per_agency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.agency_id IS NOT NULL THEN
    UPDATE agencies SET company_count = company_count + 1 WHERE id = NEW.agency_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.agency_id IS NOT NULL THEN
    UPDATE agencies SET company_count = company_count - 1 WHERE id = OLD.agency_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_count_per_agency AFTER INSERT OR DELETE OR UPDATE OF agency_id ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_count_per_agency();
