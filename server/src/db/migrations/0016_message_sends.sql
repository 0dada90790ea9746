CREATE TABLE "message_sends" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
