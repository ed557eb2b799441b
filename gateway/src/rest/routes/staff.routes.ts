// Staff console routes (docs/staff-console.md) that are not GraphQL operations.
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { PDF_UPLOAD_LIMIT_BYTES, uploadAnswer, uploadQuery } from "../../files/staff-uploads.routes.ts";

export const staffRoutes: RestRoute[] = [
  defineRoute({
    method: "POST",
    path: "/api/admin/uploads",
    auth: "bearer",
    tag: "Staff",
    summary: "Upload a lesson video, PDF or image (multipart form, field file; staff only)",
    description:
      "Streamed to storage, never buffered whole; the type is recognised by content (video: MP4 or WebM; pdf; image: PNG, JPEG, " +
      `WebP or GIF). Limits: video VIDEO_UPLOAD_LIMIT_BYTES (default 500 MB), pdf ${PDF_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB, ` +
      "image UPLOAD_LIMIT_BYTES. A refused, oversized or interrupted upload leaves no file behind; 503 when file storage does not answer.",
    query: uploadQuery,
    upload: { field: "file" },
    ownHandler: true,
    respond: () => undefined,
    status: 201,
    response: uploadAnswer,
    errors: [401, 403, 413, 415, 503],
  }),
];
