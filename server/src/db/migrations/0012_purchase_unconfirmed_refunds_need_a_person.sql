-- Decision 031 (update 2026-11-29): a refund the payment provider took and has not confirmed after
-- REFUND_UNCONFIRMED_AFTER_DAYS needs a person, so "needs a person"'s small index also holds the refunds
-- awaiting confirmation (few: each is confirmed within days).
DROP INDEX "purchases_needs_person_idx";--> statement-breakpoint
CREATE INDEX "purchases_needs_person_idx" ON "purchases" USING btree ("updated_at") WHERE "purchases"."status" in ('paid', 'vending', 'refund_due', 'refund_failed') or ("purchases"."status" = 'refunded' and "purchases"."refund_confirmed_at" is null and "purchases"."provider_refund_id" is not null) or ("purchases"."paid_amount_kobo" is not null and "purchases"."paid_amount_kobo" <> "purchases"."total_kobo");