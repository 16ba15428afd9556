CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('VERIFY_ACCOUNT', 'RESET_PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."company_type" AS ENUM('E', 'A');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('PENDIENTE_FIRMA', 'FIRMADO', 'ANULADO');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('ORDINARIA', 'RECTIFICATIVA');--> statement-breakpoint
CREATE TYPE "public"."invoice_origin" AS ENUM('CONTRATO', 'RENOVACION', 'RECTIFICACION');--> statement-breakpoint
CREATE TYPE "public"."message_channel" AS ENUM('EMAIL', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."message_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('SEPA', 'TRANSFERENCIA', 'TARJETA');--> statement-breakpoint
CREATE TYPE "public"."protocol_code" AS ENUM('LOPD', 'ACOSO', 'DIGITAL');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('PENDING', 'CONFIRMED', 'UNSUBSCRIBED');--> statement-breakpoint
CREATE TYPE "public"."upload_line_status" AS ENUM('PENDIENTE', 'PROCESADO', 'ERROR');--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"razon_social" varchar(255) NOT NULL,
	"nombre_comercial" varchar(255) NOT NULL,
	"nif_cif" varchar(16) NOT NULL,
	"tipo" "company_type" DEFAULT 'E' NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"dni" varchar(16) NOT NULL,
	"email" varchar(255) NOT NULL,
	"telefono" varchar(16) NOT NULL,
	"direccion" varchar(255) DEFAULT '' NOT NULL,
	"provincia" varchar(100) DEFAULT '' NOT NULL,
	"codigo_postal" varchar(10) DEFAULT '' NOT NULL,
	"cnae" varchar(60) DEFAULT '' NOT NULL,
	"actividad" varchar(255) DEFAULT '' NOT NULL,
	"num_trabajadores" integer DEFAULT 0 NOT NULL,
	"num_cuenta" varchar(34) DEFAULT '' NOT NULL,
	"comision_basis_points" integer DEFAULT 1000 NOT NULL,
	"super_colaborador" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_product_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agency_product_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"protocol" "protocol_code" NOT NULL,
	"precio_descuento_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_users" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "agency_users_agency_id_user_id_pk" PRIMARY KEY("agency_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" integer,
	"actor_role" varchar(40),
	"action" varchar(80) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer,
	"razon_social" varchar(255) NOT NULL,
	"nif_cif" varchar(16) NOT NULL,
	"tipo" "company_type" DEFAULT 'E' NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"dni" varchar(16) NOT NULL,
	"email" varchar(255) NOT NULL,
	"telefono" varchar(16) NOT NULL,
	"nombre_comercial" varchar(255) NOT NULL,
	"direccion" varchar(255) DEFAULT '' NOT NULL,
	"provincia" varchar(100) DEFAULT '' NOT NULL,
	"codigo_postal" varchar(10) DEFAULT '' NOT NULL,
	"cnae" varchar(60) DEFAULT '' NOT NULL,
	"actividad" varchar(60) DEFAULT '' NOT NULL,
	"num_trabajadores" integer DEFAULT 0 NOT NULL,
	"num_cuenta" varchar(34) DEFAULT '' NOT NULL,
	"metodo_de_pago" "payment_method" DEFAULT 'SEPA' NOT NULL,
	"lopdgdd" boolean DEFAULT false NOT NULL,
	"acoso_laboral" boolean DEFAULT false NOT NULL,
	"desconexion_digital" boolean DEFAULT false NOT NULL,
	"contrato_lopd_aceptado" boolean DEFAULT false NOT NULL,
	"contrato_acoso_aceptado" boolean DEFAULT false NOT NULL,
	"contrato_desconexion_aceptado" boolean DEFAULT false NOT NULL,
	"permitir_descarga" boolean DEFAULT false NOT NULL,
	"verificado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"protocol" "protocol_code" NOT NULL,
	"precio_descuento_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "company_users_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"reference" varchar(35) NOT NULL,
	"signed_on" date NOT NULL,
	"first_collection_on" date,
	"last_collection_on" date,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"protocol" "protocol_code" NOT NULL,
	"status" "contract_status" DEFAULT 'PENDIENTE_FIRMA' NOT NULL,
	"signature_request_id" integer,
	"includes_sepa_mandate" smallint DEFAULT 0 NOT NULL,
	"pdf" "bytea",
	"pdf_sha256" varchar(64),
	"signed_pdf" "bytea",
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signature_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"code_hash" varchar(64),
	"code_expires_at" timestamp with time zone,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"signer_nif" varchar(16) NOT NULL,
	"signer_name" varchar(200) NOT NULL,
	"phone" varchar(16) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"pdf_sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" smallint NOT NULL,
	"series" varchar(4) NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"protocol" "protocol_code" NOT NULL,
	"nombre_producto" text NOT NULL,
	"precio_unitario_cents" integer NOT NULL,
	"iva_cents" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero" varchar(20) NOT NULL,
	"series" varchar(4) NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"kind" "invoice_kind" DEFAULT 'ORDINARIA' NOT NULL,
	"origin" "invoice_origin" NOT NULL,
	"rectifies_invoice_id" integer,
	"company_id" integer NOT NULL,
	"agency_id" integer,
	"fecha" date NOT NULL,
	"fecha_cuando_facturar" date NOT NULL,
	"importe_total_cents" integer NOT NULL,
	"importe_impuestos_cents" integer NOT NULL,
	"importe_total_impuestos_cents" integer NOT NULL,
	"iva_basis_points" integer DEFAULT 2100 NOT NULL,
	"agency_commission_basis_points" integer,
	"facturado" boolean DEFAULT false NOT NULL,
	"facturado_at" timestamp with time zone,
	"metodo_de_pago" "payment_method" NOT NULL,
	"num_cuenta" varchar(34) NOT NULL,
	"recipient_razon_social" varchar(255) NOT NULL,
	"recipient_nombre_comercial" varchar(255) NOT NULL,
	"recipient_nif_cif" varchar(16) NOT NULL,
	"recipient_direccion" varchar(255) NOT NULL,
	"recipient_codigo_postal" varchar(10) NOT NULL,
	"recipient_provincia" varchar(100) NOT NULL,
	"previous_record_hash" varchar(64),
	"record_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"city" varchar(120),
	"email" varchar(255) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"status" "subscription_status" DEFAULT 'PENDING' NOT NULL,
	"confirm_token_hash" varchar(64),
	"unsubscribe_token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" "message_channel" NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"recipient" varchar(255) NOT NULL,
	"subject" varchar(255),
	"body_text" text NOT NULL,
	"body_html" text,
	"attachments" jsonb,
	"status" "message_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewal_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"renewal_id" integer NOT NULL,
	"protocol" "protocol_code" NOT NULL,
	"precio_descuento_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"fecha_inicio" date NOT NULL,
	"fecha_fin" date NOT NULL,
	"fecha_renovacion" date NOT NULL,
	"lopdgdd" boolean DEFAULT false NOT NULL,
	"acoso_laboral" boolean DEFAULT false NOT NULL,
	"desconexion_digital" boolean DEFAULT false NOT NULL,
	"renueva" boolean DEFAULT false NOT NULL,
	"deshabilitar_renovacion" boolean DEFAULT false NOT NULL,
	"procesada" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"username" varchar(32) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"login_scope" varchar(8) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"linea" integer NOT NULL,
	"raw_text" text NOT NULL,
	"nif_cif" varchar(32),
	"telefono" varchar(32),
	"status" "upload_line_status" DEFAULT 'PENDIENTE' NOT NULL,
	"mensaje_error" text,
	"company_id" integer,
	"fecha_procesado" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"nombre" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"total_lines" integer DEFAULT 0 NOT NULL,
	"procesado" boolean DEFAULT false NOT NULL,
	"fecha_carga" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(32) NOT NULL,
	"password_hash" text,
	"name" varchar(200) NOT NULL,
	"surname" varchar(200),
	"email" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "agency_product_prices" ADD CONSTRAINT "agency_product_prices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_users" ADD CONSTRAINT "agency_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_signature_request_id_signature_requests_id_fk" FOREIGN KEY ("signature_request_id") REFERENCES "public"."signature_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_products" ADD CONSTRAINT "renewal_products_renewal_id_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_lines" ADD CONSTRAINT "upload_lines_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_lines" ADD CONSTRAINT "upload_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_nif_cif_key" ON "agencies" USING btree ("nif_cif");--> statement-breakpoint
CREATE INDEX "agencies_created_at_idx" ON "agencies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agencies_nombre_comercial_trgm_idx" ON "agencies" USING gin (lower("nombre_comercial") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_razon_social_trgm_idx" ON "agencies" USING gin (lower("razon_social") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "agency_product_prices_agency_protocol_key" ON "agency_product_prices" USING btree ("agency_id","protocol");--> statement-breakpoint
CREATE INDEX "agency_users_user_idx" ON "agency_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_nif_cif_key" ON "companies" USING btree ("nif_cif");--> statement-breakpoint
CREATE INDEX "companies_agency_created_idx" ON "companies" USING btree ("agency_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_verificado_created_idx" ON "companies" USING btree ("verificado","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_dni_idx" ON "companies" USING btree ("dni");--> statement-breakpoint
CREATE INDEX "companies_razon_social_trgm_idx" ON "companies" USING gin (lower("razon_social") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_nombre_comercial_trgm_idx" ON "companies" USING gin (lower("nombre_comercial") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_nif_cif_trgm_idx" ON "companies" USING gin ("nif_cif" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_products_company_protocol_key" ON "company_products" USING btree ("company_id","protocol");--> statement-breakpoint
CREATE INDEX "company_users_user_idx" ON "company_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_reference_key" ON "sepa_mandates" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sepa_mandates_company_idx" ON "sepa_mandates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id","protocol");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_token_hash_key" ON "signature_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signature_requests_company_idx" ON "signature_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_contract_key" ON "signatures" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_counters_year_series_key" ON "invoice_counters" USING btree ("year","series");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_numero_key" ON "invoices" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_sequence_key" ON "invoices" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_fecha_idx" ON "invoices" USING btree ("fecha" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_company_fecha_idx" ON "invoices" USING btree ("company_id","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_agency_fecha_idx" ON "invoices" USING btree ("agency_id","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_facturado_fecha_idx" ON "invoices" USING btree ("facturado","fecha");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_idempotency_key" ON "outbox_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_next_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_products_renewal_protocol_key" ON "renewal_products" USING btree ("renewal_id","protocol");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_one_current_per_company_key" ON "renewals" USING btree ("company_id") WHERE "renewals"."procesada" = false;--> statement-breakpoint
CREATE INDEX "renewals_company_idx" ON "renewals" USING btree ("company_id","fecha_inicio" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "renewals_fecha_fin_idx" ON "renewals" USING btree ("fecha_fin");--> statement-breakpoint
CREATE INDEX "renewals_status_fecha_fin_idx" ON "renewals" USING btree ("procesada","renueva","deshabilitar_renovacion","fecha_fin");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "used_captchas_expires_idx" ON "used_captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_lines_file_line_key" ON "upload_lines" USING btree ("file_id","linea");--> statement-breakpoint
CREATE INDEX "upload_lines_pending_idx" ON "upload_lines" USING btree ("file_id") WHERE "upload_lines"."status" = 'PENDIENTE';--> statement-breakpoint
CREATE INDEX "uploaded_files_agency_fecha_idx" ON "uploaded_files" USING btree ("agency_id","fecha_carga" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");
--> statement-breakpoint
INSERT INTO "roles" ("name") VALUES ('ROLE_CUMPLIA'), ('ROLE_CUMPLIA_WORKER'), ('ROLE_MANAGEMENT'), ('ROLE_COMPANY');
