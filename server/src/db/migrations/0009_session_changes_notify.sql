-- Hand-written (decision 017, update 3): every change to a session or a user, by whichever process or
-- person makes it (the API, a worker, the staff CLI, SQL typed by an operator), is announced on the
-- `session_changes` channel with the user's id, once the change commits. Each server process listens
-- and forgets what it remembered of that user's sessions (server/src/lib/auth/session-cache.ts).
CREATE OR REPLACE FUNCTION "announce_session_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Two branches, not a CASE: a row of one table has no field of the other.
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_changes', OLD."id"::text);
  ELSE
    PERFORM pg_notify('session_changes', OLD."user_id"::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_session_change"();
