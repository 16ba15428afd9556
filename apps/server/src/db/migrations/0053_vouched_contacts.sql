CREATE TABLE "contact_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" varchar(255) NOT NULL,
	"sent_to" varchar(255) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"requested_by_agency_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vouched_phone" varchar(16);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vouched_email" varchar(255);--> statement-breakpoint
ALTER TABLE "contact_confirmations" ADD CONSTRAINT "contact_confirmations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_confirmations" ADD CONSTRAINT "contact_confirmations_requested_by_agency_id_agencies_id_fk" FOREIGN KEY ("requested_by_agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_confirmations_token_key" ON "contact_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "contact_confirmations_company_idx" ON "contact_confirmations" USING btree ("company_id");--> statement-breakpoint
-- What the company vouched for so far: the phone it typed itself, else the phone it last signed on; the e-mail of
-- a company that registered itself or has signed (its agency's data, confirmed by its signature, as before).
UPDATE "companies" c SET "vouched_phone" = CASE
    WHEN c."telefono_entered_by" = 'COMPANY' THEN c."telefono"
    ELSE (SELECT r."phone" FROM "signature_requests" r
          WHERE r."company_id" = c."id" AND r."completed_at" IS NOT NULL
          ORDER BY r."completed_at" DESC LIMIT 1)
  END,
  "vouched_email" = CASE
    WHEN c."email" <> '' AND (c."agency_id" IS NULL OR c."agency_confirmed_at" IS NOT NULL) THEN c."email"
  END;
