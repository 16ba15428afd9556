ALTER TABLE "companies" ADD COLUMN "nif_held_at" timestamp with time zone;--> statement-breakpoint
-- Staff hold a NIF/CIF for good by verifying the company or registering it themselves (no agency, phone entered by
-- staff, confirmed at once); a company that only signed holds nothing against another claim.
UPDATE "companies" SET "nif_held_at" = "agency_confirmed_at"
WHERE "agency_confirmed_at" IS NOT NULL
  AND ("verificado" OR ("agency_id" IS NULL AND "telefono_entered_by" = 'STAFF'));
