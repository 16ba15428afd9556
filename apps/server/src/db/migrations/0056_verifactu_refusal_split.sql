ALTER TABLE "verifactu_records" ADD COLUMN "refused_alone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verifactu_sender_state" ADD COLUMN "batch_limit" integer;