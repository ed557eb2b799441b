-- Push invalidation of the gateways' viewer caches (decision 042). Whatever can end a backend token or change what
-- it may do announces the User id on `viewer_changed`: an account disabled, re-enabled, given another role, linked
-- to another identity or deleted, and an identity session deleted (sign-out, a password change ending the other
-- sessions, a revoked refresh chain, a disabled or deleted identity by cascade) or given another end. NOTIFY is
-- sent at commit and folds duplicates within a transaction, so a statement deleting many sessions of one user
-- announces it once. An empty payload (TRUNCATE) means every user.
CREATE FUNCTION "announce_viewer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('viewer_changed', '');
  ELSIF TG_TABLE_NAME = 'User' THEN
    PERFORM pg_notify('viewer_changed', OLD."id");
  ELSE
    -- A session belongs to an identity (auth_users); the cache knows the User row linked to it.
    PERFORM pg_notify('viewer_changed', u."id") FROM "User" u WHERE u."authId" = OLD."userId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "User_viewer_changed" AFTER UPDATE OF "disabledAt", "role", "authId" OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "announce_viewer_change"();
CREATE TRIGGER "User_viewer_truncated" AFTER TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_viewer_change"();
CREATE TRIGGER "auth_sessions_viewer_changed" AFTER UPDATE OF "notAfter" OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_viewer_change"();
CREATE TRIGGER "auth_sessions_viewer_truncated" AFTER TRUNCATE ON "auth_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "announce_viewer_change"();
