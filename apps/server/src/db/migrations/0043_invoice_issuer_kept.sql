CREATE INDEX "invoices_without_issuer_idx" ON "invoices" USING btree ("id") WHERE "invoices"."issuer_id" is null;--> statement-breakpoint
-- An invoice's issuer is set once: at issue, or for an invoice issued before issuers were kept, by the start-up step.
CREATE FUNCTION invoices_issuer_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.issuer_id IS NOT NULL AND NEW.issuer_id IS DISTINCT FROM OLD.issuer_id THEN
    RAISE EXCEPTION 'an invoice keeps the issuer it was issued by' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_issuer_final BEFORE UPDATE OF issuer_id ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_issuer_final();
--> statement-breakpoint
-- The identities invoices were issued under stay as they were: a new identity is a new row.
CREATE FUNCTION invoice_issuers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issuer identity stays as invoices were issued under it' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_issuers_immutable BEFORE UPDATE OR DELETE ON invoice_issuers
  FOR EACH ROW EXECUTE FUNCTION invoice_issuers_immutable();
