-- Decision 023 (update 2026-11-29): a purchase is e-mailed to support once per reason it needs a person,
-- not once for ever: stuck, then a refund that failed or went unconfirmed, is told again.
ALTER TABLE "purchase_reviews" ADD COLUMN "alerted_reason" text;