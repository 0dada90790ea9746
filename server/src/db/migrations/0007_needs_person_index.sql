-- Decision 016 (update): the rows that may need a person, for Today and the alerts job every minute,
-- which otherwise scanned the whole table (the planner takes nearly every row for a wrong amount).
DROP INDEX "purchases_amount_mismatch_idx";--> statement-breakpoint
CREATE INDEX "purchases_needs_person_idx" ON "purchases" USING btree ("updated_at") WHERE "purchases"."status" in ('paid', 'vending', 'refund_due', 'refund_failed') or ("purchases"."paid_amount_kobo" is not null and "purchases"."paid_amount_kobo" <> "purchases"."total_kobo");