-- The client board's states kept on each company row, so its filters, counts and sort by end of period read the
-- company instead of every client's contracts, sign-up, profile and renewal. The rules are those of
-- `clientStateConditions` (modules/companies/client-states.ts); `kept-board-states.test.ts` checks the columns
-- agree with a recomputation after every kind of write.
ALTER TABLE "companies" ADD COLUMN "contract_to_sign" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sign_up_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "profile_incomplete" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "protocols_uncovered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "period_end" date;--> statement-breakpoint
CREATE INDEX "companies_signature_pending_idx" ON "companies" USING btree ("agency_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "companies"."contract_to_sign" or "companies"."sign_up_open";--> statement-breakpoint
CREATE INDEX "companies_sign_up_open_idx" ON "companies" USING btree ("agency_id") WHERE "companies"."sign_up_open";--> statement-breakpoint
CREATE INDEX "companies_profile_incomplete_idx" ON "companies" USING btree ("agency_id") WHERE "companies"."profile_incomplete";--> statement-breakpoint
CREATE INDEX "companies_protocols_uncovered_idx" ON "companies" USING btree ("agency_id") WHERE "companies"."protocols_uncovered";--> statement-breakpoint
CREATE INDEX "companies_period_end_id_idx" ON "companies" USING btree ("period_end","id");--> statement-breakpoint
CREATE INDEX "companies_agency_period_end_id_idx" ON "companies" USING btree ("agency_id","period_end","id");--> statement-breakpoint
-- The profile's two states, computed from the company row being written and its saved profile. A write to the
-- profile touches its company's row (below), which runs this again.
CREATE FUNCTION companies_keep_profile_states() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  saved_profile jsonb;
  profile_gaps jsonb;
  saved boolean := false;
  headcount integer;
BEGIN
  SELECT p.profile, p.gaps, true INTO saved_profile, profile_gaps, saved
    FROM compliance_profiles p WHERE p.company_id = NEW.id;
  saved := coalesce(saved, false);
  -- Staff as the obligations count them: the saved profile's, else the company's (an unreadable one falls back).
  headcount := coalesce(
    CASE WHEN jsonb_typeof(saved_profile->'numTrabajadores') = 'number'
      THEN (saved_profile->>'numTrabajadores')::numeric::int END,
    NEW.num_trabajadores);
  NEW.profile_incomplete := NOT saved
    OR (NEW.lopdgdd AND coalesce(jsonb_array_length(profile_gaps->'lopd'), 0) > 0)
    OR (headcount > 0 AND (
      (NEW.acoso_laboral AND coalesce(jsonb_array_length(profile_gaps->'acoso'), 0) > 0)
      OR (NEW.desconexion_digital AND coalesce(jsonb_array_length(profile_gaps->'desconexion'), 0) > 0)));
  NEW.protocols_uncovered := NOT (NEW.lopdgdd AND NEW.contrato_lopd_aceptado)
    OR (headcount > 0 AND NOT (NEW.acoso_laboral AND NEW.contrato_acoso_aceptado
      AND NEW.desconexion_digital AND NEW.contrato_desconexion_aceptado));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_profile_states BEFORE INSERT OR UPDATE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_keep_profile_states();--> statement-breakpoint
CREATE FUNCTION compliance_profiles_touch_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET profile_incomplete = profile_incomplete
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER compliance_profiles_company_states AFTER INSERT OR UPDATE OR DELETE ON compliance_profiles
  FOR EACH ROW EXECUTE FUNCTION compliance_profiles_touch_company();--> statement-breakpoint
CREATE FUNCTION refresh_company_sign_states(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE companies c
     SET contract_to_sign = s.contract_to_sign, sign_up_open = s.sign_up_open
    FROM (
      SELECT ids.id,
             EXISTS (SELECT 1 FROM contracts ct WHERE ct.company_id = ids.id AND ct.status = 'PENDIENTE_FIRMA')
               AS contract_to_sign,
             EXISTS (SELECT 1 FROM onboarding_invitations oi WHERE oi.company_id = ids.id
                       AND oi.last_sent_at IS NOT NULL AND oi.signed_at IS NULL AND oi.cancelled_at IS NULL)
               AS sign_up_open
        FROM unnest(company_ids) AS ids(id)
    ) s
   WHERE c.id = s.id AND (c.contract_to_sign, c.sign_up_open) IS DISTINCT FROM (s.contract_to_sign, s.sign_up_open);
$$;--> statement-breakpoint
-- A statement trigger's refresh of the companies its rows belong to: TG_ARGV[0] names the refresh function.
CREATE FUNCTION refresh_companies_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company_ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT company_id) INTO company_ids FROM removed_rows;
  ELSE
    SELECT array_agg(DISTINCT company_id) INTO company_ids FROM changed_rows;
  END IF;
  EXECUTE format('SELECT %I($1)', TG_ARGV[0]) USING company_ids;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER contracts_sign_states_on_insert AFTER INSERT ON contracts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_sign_states');--> statement-breakpoint
CREATE TRIGGER contracts_sign_states_on_update AFTER UPDATE ON contracts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_sign_states');--> statement-breakpoint
CREATE TRIGGER contracts_sign_states_on_delete AFTER DELETE ON contracts REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_sign_states');--> statement-breakpoint
CREATE TRIGGER onboarding_invitations_sign_states_on_insert AFTER INSERT ON onboarding_invitations
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_sign_states');--> statement-breakpoint
CREATE TRIGGER onboarding_invitations_sign_states_on_update AFTER UPDATE ON onboarding_invitations
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_sign_states');--> statement-breakpoint
CREATE TRIGGER onboarding_invitations_sign_states_on_delete AFTER DELETE ON onboarding_invitations
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_sign_states');--> statement-breakpoint
CREATE FUNCTION refresh_company_period_end(company_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE companies c
     SET period_end = (SELECT r.fecha_fin FROM renewals r WHERE r.company_id = c.id AND r.procesada = false)
   WHERE c.id = ANY (company_ids)
     AND c.period_end IS DISTINCT FROM
         (SELECT r.fecha_fin FROM renewals r WHERE r.company_id = c.id AND r.procesada = false);
$$;--> statement-breakpoint
CREATE TRIGGER renewals_period_end_on_insert AFTER INSERT ON renewals REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_period_end');--> statement-breakpoint
CREATE TRIGGER renewals_period_end_on_update AFTER UPDATE ON renewals REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_period_end');--> statement-breakpoint
CREATE TRIGGER renewals_period_end_on_delete AFTER DELETE ON renewals REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_companies_of_changed_rows('refresh_company_period_end');--> statement-breakpoint
-- Every existing company, once: touching each row computes its profile states.
UPDATE companies SET profile_incomplete = profile_incomplete;--> statement-breakpoint
SELECT refresh_company_sign_states(array(SELECT id FROM companies));--> statement-breakpoint
SELECT refresh_company_period_end(array(SELECT DISTINCT company_id FROM renewals));
