ALTER TABLE "outbox_messages" ADD COLUMN "reply_to" varchar(255);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivered_via" varchar(16);