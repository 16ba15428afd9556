CREATE TABLE "onboarding_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"upload_line_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"sms_key" varchar(200) NOT NULL,
	"sends" smallint DEFAULT 1 NOT NULL,
	"reminders" smallint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"draft" jsonb,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_invitations" ADD CONSTRAINT "onboarding_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_invitations" ADD CONSTRAINT "onboarding_invitations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_invitations" ADD CONSTRAINT "onboarding_invitations_upload_line_id_upload_lines_id_fk" FOREIGN KEY ("upload_line_id") REFERENCES "public"."upload_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_invitations_token_hash_key" ON "onboarding_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_invitations_company_key" ON "onboarding_invitations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "onboarding_invitations_upload_line_idx" ON "onboarding_invitations" USING btree ("upload_line_id");--> statement-breakpoint
CREATE INDEX "onboarding_invitations_reminder_idx" ON "onboarding_invitations" USING btree ("last_sent_at") WHERE "onboarding_invitations"."signed_at" is null and "onboarding_invitations"."cancelled_at" is null;