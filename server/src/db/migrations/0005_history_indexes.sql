DROP INDEX "purchases_user_created_idx";--> statement-breakpoint
DROP INDEX "beneficiaries_user_created_idx";--> statement-breakpoint
CREATE INDEX "purchases_user_created_id_idx" ON "purchases" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "beneficiaries_user_created_id_idx" ON "beneficiaries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written (decision 016): the trigram indexes behind the history and beneficiary search need
-- pg_trgm. Where the extension cannot be created (an embedded database opened without it, a managed
-- server that refuses it) the migration still succeeds and search falls back to walking the
-- customer's own rows through the (user_id, created_at, id) index.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%); history search runs without trigram indexes', SQLERRM;
    RETURN;
  END;
  CREATE INDEX "purchases_meter_name_trgm_idx" ON "purchases" USING gin ("meter_name" gin_trgm_ops);
  CREATE INDEX "purchases_meter_no_trgm_idx" ON "purchases" USING gin ("meter_no" gin_trgm_ops);
  CREATE INDEX "beneficiaries_name_trgm_idx" ON "beneficiaries" USING gin ("name" gin_trgm_ops);
  CREATE INDEX "beneficiaries_meter_no_trgm_idx" ON "beneficiaries" USING gin ("meter_no" gin_trgm_ops);
END
$$;
