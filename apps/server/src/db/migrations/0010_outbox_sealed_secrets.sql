ALTER TABLE "outbox_messages" ADD COLUMN "sealed_content" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sealed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_sealed_until_idx" ON "outbox_messages" USING btree ("sealed_until") WHERE "outbox_messages"."sealed_content" is not null;--> statement-breakpoint
-- Messages written before sealing existed carry their codes and token links in clear. They cannot be sealed
-- here (the key is not in the database), so their content is withdrawn: staff see a note, a resend is refused
-- as expired, and one still pending is given up (the recipient asks for a new code or link).
UPDATE "outbox_messages"
SET "body_text" = '(Contenido retirado: este mensaje llevaba códigos o enlaces personales.)',
  "body_html" = NULL,
  "sealed_until" = "created_at",
  "status" = CASE WHEN "status" = 'PENDING' THEN 'FAILED'::"message_status" ELSE "status" END,
  "last_error" = CASE WHEN "status" = 'PENDING' THEN 'Contenido retirado antes del envío: llevaba códigos o enlaces sin proteger.' ELSE "last_error" END
WHERE "idempotency_key" LIKE 'password-reset:%'
  OR "idempotency_key" LIKE 'account-verification:%'
  OR "idempotency_key" LIKE 'signature-link:%'
  OR "idempotency_key" LIKE 'signature-code:%'
  OR "idempotency_key" LIKE 'newsletter-confirm:%'
  OR "idempotency_key" LIKE 'newsletter-welcome:%';
