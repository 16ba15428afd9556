ALTER TABLE "companies" ALTER COLUMN "actividad" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "actividad" SET DEFAULT '';