// The domain schema: every module registers its types on the shared builder when imported.
import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "./modules/system/system.schema.ts";
import "./modules/system/system-status.schema.ts";
import "./modules/courses/courses.schema.ts";
import "./modules/courses/courses-admin.schema.ts";
import "./modules/courses/staff-courses.schema.ts";
import "./modules/courses/translations/course-translations.schema.ts";
import "./modules/lessons/lessons.schema.ts";
import "./modules/lessons/lessons-admin.schema.ts";
import "./modules/video/video.schema.ts";
import "./modules/video/captions.schema.ts";
import "./modules/enrollment/enrollment.schema.ts";
import "./modules/payments/payments.schema.ts";
import "./modules/payments/invoices/invoices.schema.ts";
import "./modules/payments/refunds/refunds.schema.ts";
import "./modules/payments/coupons/coupons.schema.ts";
import "./modules/payments/console/payments-console.schema.ts";
import "./modules/progress/progress.schema.ts";
import "./modules/progress/progress-mutations.schema.ts";
import "./modules/certificates/certificates.schema.ts";
import "./modules/news/news.schema.ts";
import "./modules/exams/exams.schema.ts";
import "./modules/internships/internships.schema.ts";
import "./modules/placements/placements.schema.ts";
import "./modules/testimonials/testimonials.schema.ts";
import "./modules/about/about.schema.ts";
import "./modules/about/about-admin.schema.ts";
import "./modules/users/users.schema.ts";
import "./modules/users/users-account.schema.ts";
import "./modules/users/users-admin.schema.ts";
import "./modules/dashboard/dashboard.schema.ts";
import "./modules/audit/audit.schema.ts";
import "./modules/mock-tests/attempt/mock-tests.schema.ts";
import "./modules/mock-tests/attempt/mock-test-attempts.schema.ts";
import "./modules/mock-tests/results/mock-test-results.schema.ts";
import "./modules/mock-tests/authoring/mock-tests-admin.schema.ts";
import "./modules/discussions/discussions.schema.ts";
import "./modules/discussions/moderation.schema.ts";
import "./modules/assignments/assignments.schema.ts";
import "./modules/assignments/grading.schema.ts";
import "./modules/notifications/notifications.schema.ts";
import "./modules/notifications/messages/opt-ins.schema.ts";
import "./modules/mock-tests/authoring/mock-test-questions.schema.ts";
import "./modules/mock-tests/authoring/mock-test-blueprint.schema.ts";
import "./modules/practice/practice.schema.ts";
import "./modules/practice/bank/staff-bank.schema.ts";
import "./modules/practice/analytics/staff-analytics.schema.ts";

export { AppError, RateLimitedError, ServiceUnavailableError, type AppErrorCode } from "./errors.ts";
export type * from "./context.ts";
// The gateway serves certificate PDFs as files (GET /api/certificates/{code}.pdf), outside GraphQL.
export { renderCertificatePdf } from "./modules/certificates/certificates.service.ts";
// The gateway's pages ask the domain what is published and which codes verify (the sitemap and page statuses).
export { certificateCodeExists } from "./modules/certificates/certificates.service.ts";
export { isPublishedCourse, listPublishedCourseDates } from "./modules/courses/courses.service.ts";

// The gateway's staff upload route checks image headers the same way as GraphQL uploads do.
export { imageDimensions } from "./modules/users/image-dimensions.ts";
export { fileTooLargeMessage, MAX_IMAGE_PIXELS } from "./modules/shared/uploaded-image.ts";

// The gateway's staff upload route asks which course an upload is for (the upload ledger, decision 016).
export { uploadCourse } from "./modules/files/upload-target.ts";
// The learner upload target and the submission file route ask the assignment rules (docs/assignments.md).
export {
  readableSubmissionFile,
  recordSubmissionFile,
  submissionUploadTarget,
} from "./modules/assignments/submissions.service.ts";
// storage:gc asks which keys are alive the way removals do (live-keys.ts).
export { liveAmong, liveKeys } from "./modules/files/live-keys.ts";

// The gateway resolves each request's viewer from its verified token through the domain's rule.
export { viewerFromClaims, type ViewerClaims } from "./modules/users/viewer.service.ts";
export { isStaff } from "./modules/users/roles.ts";
export { isPlaceholderEmail, placeholderEmail, visibleEmail } from "./modules/users/phone-accounts.ts";

// The gateway's content cache asks which operations read only public course content.
export {
  contentScope,
  cacheScopeFor,
  cachePlan,
  type CachePlan,
  type ContentScope,
} from "./modules/shared/content-cache-policy.ts";
export { overlayPlan, type OverlayField, type OverlayPlan } from "./modules/shared/content-cache-overlay.ts";

// The gateway's video worker drives the video state machine (docs/video.md).
export { reconcileVideoJobs, removeDerived } from "./modules/video/video.service.ts";
export { derivedFolder } from "./modules/video/derived-folder.ts";
export {
  failLostVideoJob,
  failVideoJob,
  finishVideoJob,
  reportVideoProgress,
  startVideoJob,
  type VideoJob,
} from "./modules/video/video-job.service.ts";
export type { VideoFailure, VideoFailureCode } from "./modules/video/video-failure.ts";

let schema: GraphQLSchema | undefined;

/** Builds the schema once per process; Pothos types are registered at import time. */
export function toSchema(): GraphQLSchema {
  schema ??= lexicographicSortSchema(builder.toSchema());
  return schema;
}

// Notifications (docs/notifications.md): every feature notifies through notify(); the gateway's delivery job reads
// what is pending and sends it.
export {
  notify,
  setNotificationQueue,
  type NotificationInput,
  type NotificationKind,
} from "./modules/notifications/notify.ts";
export {
  claimChannel,
  forgetPushSubscription,
  notificationsExist,
  pendingDeliveries,
  pendingNotificationIds,
  releaseChannel,
  type DeliveryChannel,
  type PendingDelivery,
} from "./modules/notifications/notification-delivery.service.ts";
export { defaultPushEndpointHosts, pushEndpointAllowed } from "./modules/notifications/push-endpoints.ts";
export {
  messageExists,
  messageFailed,
  messageSent,
  monthSpentPaise,
  pendingMessageIds,
  planMessage,
  type ChannelCosts,
  type ClaimedMessage,
} from "./modules/notifications/messages/message-delivery.service.ts";
export { MESSAGE_KINDS, MESSAGE_CHANNELS } from "./modules/notifications/messages/opt-ins.service.ts";
export {
  practiceReminderDue,
  sendPracticeReminders,
} from "./modules/notifications/messages/practice-reminder.service.ts";
export { sendExamReminders } from "./modules/notifications/exam-reminders.ts";
// Payments (docs/payments.md): the gateway's adapter implements the port; its webhook and job settle orders.
export type { PaymentProvider, ProviderPayment } from "./modules/payments/payment-port.ts";
export type { InvoiceSettings } from "./modules/payments/invoices/invoices.service.ts";
export { setTaxDocumentMailQueue } from "./modules/payments/invoices/document-mail.ts";
export { releaseJobQueue } from "./modules/shared/job-queue-hand-over.ts";
export { GST_SUMMARY_COLUMNS, gstSummaryRows } from "./modules/payments/invoices/gst-summary.service.ts";
export { renderTaxDocumentPdf, type TaxDocumentKind } from "./modules/payments/invoices/tax-documents.service.ts";
export {
  handleProviderEvent,
  reconcileOpenOrders,
  type ProviderEvent,
} from "./modules/payments/payment-events.service.ts";
// Mock tests (docs/mock-tests.md): the gateway's scheduled sweep submits attempts whose time ran out.
export { finalizeOverdueAttempts } from "./modules/mock-tests/attempt/mock-test-attempts.service.ts";
// Each gateway prepares the tests opening soon before they open (decision 044).
export { prepareMockTestsAhead } from "./modules/mock-tests/paper/mock-test-ahead.service.ts";
