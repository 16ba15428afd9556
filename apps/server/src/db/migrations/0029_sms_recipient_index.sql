-- The day's SMS to one phone, counted before each SMS is queued (sms-limits.ts).
CREATE INDEX "outbox_messages_sms_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at") WHERE "outbox_messages"."channel" = 'SMS';
