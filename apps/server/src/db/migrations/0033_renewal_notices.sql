-- A renewal keeps what its company was last told, as the 18-day window opened, of its tools and prices.
ALTER TABLE "renewals" ADD COLUMN "notice_fingerprint" text;--> statement-breakpoint
CREATE INDEX "renewals_notice_due_idx" ON "renewals" USING btree ("fecha_renovacion") WHERE "renewals"."procesada" = false and "renewals"."deshabilitar_renovacion" = false;