ALTER TABLE "contracts" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tax_basis_points" integer;