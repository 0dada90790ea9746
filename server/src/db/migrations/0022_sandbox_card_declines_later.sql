-- The sandbox checkout's second Pay button (decision 060): paid with the test card that a later saved-card
-- charge declines.
ALTER TABLE "sandbox_payments" ADD COLUMN "card_declines_later" boolean DEFAULT false NOT NULL;
