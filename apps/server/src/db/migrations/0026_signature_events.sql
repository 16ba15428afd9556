CREATE TYPE "public"."signature_event_kind" AS ENUM('LINK_SENT', 'LINK_OPENED', 'DOCUMENT_OPENED', 'CODE_REQUESTED', 'IDENTITY_MISMATCH', 'CODE_REJECTED', 'SIGNED');--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"signature_request_id" integer NOT NULL,
	"kind" "signature_event_kind" NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"document_id" integer,
	"document_sha256" varchar(64),
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_events_request_idx" ON "signature_events" USING btree ("signature_request_id","id");--> statement-breakpoint
-- Append-only: an event is never changed, nor deleted but with its link (the company's erasure cascades).
CREATE FUNCTION signature_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'signature events are append-only' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER signature_events_append_only BEFORE UPDATE OR DELETE ON signature_events
  FOR EACH ROW EXECUTE FUNCTION signature_events_append_only();
