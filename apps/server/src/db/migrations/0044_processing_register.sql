CREATE TABLE "processing_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processing_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"activity" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_registers" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"reviewed_version" integer,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" integer,
	"reviewed_by_name" varchar(300),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "processing_activities" ADD CONSTRAINT "processing_activities_company_id_processing_registers_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."processing_registers"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_registers" ADD CONSTRAINT "processing_registers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_registers" ADD CONSTRAINT "processing_registers_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processing_activities_company_idx" ON "processing_activities" USING btree ("company_id","position");