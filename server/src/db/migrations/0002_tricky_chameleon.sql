ALTER TABLE "users" ADD COLUMN "last_reminder_period" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_reminder_schedule_idx" ON "users" USING btree ("reminder_frequency","reminder_day") WHERE "users"."reminder";