-- The agency each SMS is sent for, and its day's SMS counted before each is queued (sms-limits.ts).
ALTER TABLE "outbox_messages" ADD COLUMN "agency_id" integer;--> statement-breakpoint
CREATE INDEX "outbox_messages_sms_agency_idx" ON "outbox_messages" USING btree ("agency_id","created_at") WHERE "outbox_messages"."channel" = 'SMS' and "outbox_messages"."agency_id" is not null;