ALTER TABLE "renewals" DROP CONSTRAINT "renewals_updated_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "uploaded_files" DROP CONSTRAINT "uploaded_files_uploaded_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;