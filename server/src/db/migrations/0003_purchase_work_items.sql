ALTER TABLE "purchases" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_requested_by" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refund_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "work_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount_kobo" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchases_due_idx" ON "purchases" USING btree ("due_at") WHERE "purchases"."due_at" is not null;--> statement-breakpoint
-- Purchases that still owe a step when this runs become due at once (the pg-boss jobs are no longer read).
UPDATE "purchases" SET "due_at" = now() WHERE "status" IN ('paid', 'vending', 'vend_failed', 'refund_due', 'refund_pending', 'refund_failed') OR ("status" = 'delivered' AND "token_sent_at" IS NULL);
