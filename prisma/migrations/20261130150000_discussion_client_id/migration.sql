-- A question or answer may carry the id its author's device gave it (the offline outbox, docs/offline.md): a post
-- sent again after a lost answer finds the first one by (author, clientId) instead of creating a second. Posts made
-- without one (older clients, the REST facade without client_id) keep NULL, which the unique index never compares.
ALTER TABLE "DiscussionPost" ADD COLUMN "clientId" TEXT;

CREATE UNIQUE INDEX "DiscussionPost_authorId_clientId_key" ON "DiscussionPost"("authorId", "clientId");
