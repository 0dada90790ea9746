CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vending_simulator_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"meter_no" text NOT NULL,
	"meter_type" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"phone" text NOT NULL,
	"vend_calls" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "token_sent_at" timestamp with time zone;