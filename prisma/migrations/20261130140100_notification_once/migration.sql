-- An exam's reminder goes once per registration and a mock test's result once per attempt, however many gateways
-- run the reminder job or close the attempt: the link names the exam or the attempt, so a second row for the same
-- learner is refused (notify() inserts with ON CONFLICT DO NOTHING). A migration of its own because a value added to
-- an enum cannot be used in the transaction that added it.
CREATE UNIQUE INDEX "Notification_once_key" ON "Notification"("recipientId", "kind", "link")
  WHERE "kind" IN ('EXAM_REMINDER', 'MOCK_TEST_RESULT');
