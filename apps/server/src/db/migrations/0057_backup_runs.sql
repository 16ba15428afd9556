CREATE TABLE "backup_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backup_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file" varchar(200) NOT NULL,
	"bytes" bigint NOT NULL,
	"copied_to" varchar(500) NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
