-- Hand-written (decision 040). The staff audit log keeps states, flags and ids, never free text: the
-- words of lead notes and closing notes, written before this rule, are replaced by whether there were
-- any (the words stay on the lead or the purchase, which an account's deletion can erase). This is the
-- last change the log's rows ever get: the trigger is off for this one statement only.
ALTER TABLE "staff_audit_log" DISABLE TRIGGER "staff_audit_log_append_only";
--> statement-breakpoint
UPDATE "staff_audit_log"
   SET "before" = "before" - 'notes',
       "after" = ("after" - 'notes') || jsonb_build_object('notes_changed', ("before"->>'notes') IS DISTINCT FROM ("after"->>'notes'))
 WHERE "action" = 'lead.update';
--> statement-breakpoint
UPDATE "staff_audit_log"
   SET "after" = ("after" - 'note') || jsonb_build_object('has_note', coalesce("after"->>'note', '') <> '')
 WHERE "target_type" = 'purchase' AND "after" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ENABLE TRIGGER "staff_audit_log_append_only";
--> statement-breakpoint
-- UPDATE and DELETE are refused row by row since 0004; TRUNCATE fires no row trigger, so a statement
-- trigger refuses it too (also when it comes as the CASCADE of truncating users).
CREATE OR REPLACE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_truncate" BEFORE TRUNCATE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_append_only"();
