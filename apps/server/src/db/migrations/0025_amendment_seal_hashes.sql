-- 'Verificar documento' finds a signed SEPA mandate amendment by the SHA-256 of its sealed file, as it finds a
-- contract; amendments signed before this change get theirs from the stored file (the certificate stays unknown).
ALTER TABLE "sepa_mandate_amendments" ADD COLUMN "signed_pdf_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD COLUMN "seal_certificate_sha256" varchar(64);--> statement-breakpoint
UPDATE "sepa_mandate_amendments" SET "signed_pdf_sha256" = encode(sha256("signed_pdf"), 'hex')
  WHERE "signed_pdf" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sepa_mandate_amendments_signed_pdf_sha256_idx" ON "sepa_mandate_amendments" USING btree ("signed_pdf_sha256");
