CREATE TABLE "background_work_items" (
	"queue" varchar(32) NOT NULL,
	"item_id" integer NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"first_attempt_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"dead_at" timestamp with time zone,
	"discarded_at" timestamp with time zone,
	CONSTRAINT "background_work_items_queue_item_id_pk" PRIMARY KEY("queue","item_id")
);
--> statement-breakpoint
CREATE INDEX "background_work_items_dead_idx" ON "background_work_items" USING btree ("dead_at") WHERE "background_work_items"."dead_at" is not null and "background_work_items"."discarded_at" is null;