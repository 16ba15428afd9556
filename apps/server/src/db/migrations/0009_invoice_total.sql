CREATE TABLE "invoice_totals" (
	"id" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "invoice_totals" ("id", "total") SELECT 1, count(*) FROM "invoices";
--> statement-breakpoint
CREATE FUNCTION invoice_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_totals SET total = total + (SELECT count(*) FROM inserted_invoices) WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_totals_on_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS inserted_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_on_insert();
