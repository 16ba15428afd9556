-- The background sealer's queues: contracts and SEPA mandate amendments signed whose seal (evidence pages,
-- provider seal, timestamp) is still to be made.
CREATE INDEX "contracts_awaiting_seal_idx" ON "contracts" USING btree ("id") WHERE "contracts"."status" = 'FIRMADO' and "contracts"."signed_pdf" is null and "contracts"."pdf" is not null;--> statement-breakpoint
CREATE INDEX "sepa_mandate_amendments_awaiting_seal_idx" ON "sepa_mandate_amendments" USING btree ("id") WHERE "sepa_mandate_amendments"."signed_at" is not null and "sepa_mandate_amendments"."signed_pdf" is null;
