-- Hand-written (decision 016, update): a customer's beneficiary search reads only that customer's
-- matches, from GIN indexes on (user_id, trigrams); btree_gin lets a GIN index hold the owner. The
-- single-column trigram indexes read every customer's matches, then dropped all but the caller's.
-- Where pg_trgm was not available (migration 0005 skipped its indexes) nothing changes; where
-- btree_gin is not, the trigram indexes stay as they are.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not available; beneficiary search runs without trigram indexes';
    RETURN;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'btree_gin is not available (%); beneficiary search keeps its trigram indexes', SQLERRM;
    RETURN;
  END;
  DROP INDEX IF EXISTS "beneficiaries_name_trgm_idx";
  DROP INDEX IF EXISTS "beneficiaries_meter_no_trgm_idx";
  CREATE INDEX "beneficiaries_user_name_trgm_idx" ON "beneficiaries" USING gin ("user_id", "name" gin_trgm_ops);
  CREATE INDEX "beneficiaries_user_meter_no_trgm_idx" ON "beneficiaries" USING gin ("user_id", "meter_no" gin_trgm_ops);
END
$$;
