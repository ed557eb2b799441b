// The REST table: one entry per documented route of spec section 7 (and the staff console's), grouped by feature.
import type { RestRoute } from "./rest-route.ts";
import { accountRoutes } from "./routes/account.routes.ts";
import { assignmentRoutes } from "./routes/assignments.routes.ts";
import { certificateRoutes } from "./routes/certificates.routes.ts";
import { courseRoutes } from "./routes/courses.routes.ts";
import { discussionRoutes } from "./routes/discussions.routes.ts";
import { examRegistrationRoutes } from "./routes/exam-registrations.routes.ts";
import { learningRoutes } from "./routes/learning.routes.ts";
import { listingRoutes } from "./routes/listings.routes.ts";
import { mockTestRoutes } from "./routes/mock-tests.routes.ts";
import { notificationRoutes } from "./routes/notifications.routes.ts";
import { paymentRoutes } from "./routes/payments.routes.ts";
import { practiceRoutes } from "./routes/practice.routes.ts";
import { taxDocumentRoutes } from "./routes/tax-documents.routes.ts";
import { staffRoutes } from "./routes/staff.routes.ts";
import { videoRoutes } from "./routes/video.routes.ts";

export const restRoutes: RestRoute[] = [
  ...accountRoutes,
  ...courseRoutes,
  ...learningRoutes,
  ...paymentRoutes,
  ...taxDocumentRoutes,
  ...certificateRoutes,
  ...listingRoutes,
  ...examRegistrationRoutes,
  ...mockTestRoutes,
  ...practiceRoutes,
  ...discussionRoutes,
  ...assignmentRoutes,
  ...notificationRoutes,
  ...staffRoutes,
  ...videoRoutes,
];
