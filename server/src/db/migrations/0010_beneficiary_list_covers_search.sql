-- Decision 016 (update 2026-11-27 (2)): the customer's list index also holds name and meter number,
-- so a search walks it testing them from the index alone (an index-only scan), not from the table.
DROP INDEX "beneficiaries_user_created_id_idx";--> statement-breakpoint
CREATE INDEX "beneficiaries_user_created_id_idx" ON "beneficiaries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"name","meter_no");