-- Decision 031: the refund the payment provider took is followed until it says the money reached the
-- customer (`refund_confirmed_at`), asked by the provider's own refund id.
ALTER TABLE "purchases" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_confirmed_at" timestamp with time zone;