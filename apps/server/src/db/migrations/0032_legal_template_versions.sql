-- Issued protocol documents, contracts and mandate documents record the version (hash) of the wording they were written with.
DROP INDEX "protocol_document_versions_key";--> statement-breakpoint
ALTER TABLE "protocol_document_versions" ADD COLUMN "template_version" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "template_version" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD COLUMN "template_version" varchar(12) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_document_versions_key" ON "protocol_document_versions" USING btree ("company_id","protocol","profile_hash","template_version");