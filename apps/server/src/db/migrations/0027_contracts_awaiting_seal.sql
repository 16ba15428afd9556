-- The background sealer's queue: contracts signed whose seal (evidence pages, provider seal, timestamp) is still to be made.
CREATE INDEX "contracts_awaiting_seal_idx" ON "contracts" USING btree ("id") WHERE "contracts"."status" = 'FIRMADO' and "contracts"."signed_pdf" is null and "contracts"."pdf" is not null;
