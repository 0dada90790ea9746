CREATE TABLE "worker_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"presence" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
