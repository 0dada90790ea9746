CREATE TABLE "site_visits" (
	"audit_response_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"preferred_date" text NOT NULL,
	"preferred_time" text NOT NULL,
	"phone" text NOT NULL,
	"note" text,
	"scheduled_date" text,
	"scheduled_time" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_audit_response_id_audit_responses_id_fk" FOREIGN KEY ("audit_response_id") REFERENCES "public"."audit_responses"("id") ON DELETE cascade ON UPDATE no action;