CREATE TABLE "sms_delivery_receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_delivery_receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_message_id" varchar(65) NOT NULL,
	"status" varchar(16) NOT NULL,
	"error_code" varchar(8),
	"done_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "telefono_entered_by" varchar(8);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_pdf_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "phone_entered_by" varchar(8);--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "snapshot_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "sealed_pdf_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "seal_certificate_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "code_outbox_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_ids" text[];--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sms_encoding" varchar(8);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sms_segments" smallint;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "receipt_status" varchar(16);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "receipt_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_delivery_receipts_provider_id_key" ON "sms_delivery_receipts" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "contracts_signed_pdf_sha256_idx" ON "contracts" USING btree ("signed_pdf_sha256");--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_ids_idx" ON "outbox_messages" USING gin ("provider_message_ids");