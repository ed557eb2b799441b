-- Two more kinds of notification (docs/notifications.md): the day-before reminder of an exam a learner registered
-- for, and a mock test's result. Both may also go by SMS and WhatsApp when the learner opted in.
ALTER TYPE "NotificationKind" ADD VALUE 'EXAM_REMINDER';
ALTER TYPE "NotificationKind" ADD VALUE 'MOCK_TEST_RESULT';
