CREATE TABLE "company_login_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_login_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"accepted" boolean
);
--> statement-breakpoint
ALTER TABLE "company_login_invitations" ADD CONSTRAINT "company_login_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_login_invitations" ADD CONSTRAINT "company_login_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_login_invitations_company_user_key" ON "company_login_invitations" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "company_login_invitations_pending_idx" ON "company_login_invitations" USING btree ("user_id") WHERE "company_login_invitations"."answered_at" is null;