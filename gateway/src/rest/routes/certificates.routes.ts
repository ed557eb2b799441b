// Certificates (spec section 3): the learner's list, and each certificate as a public PDF at its downloadUrl.
import { z } from "zod";
import { AppError, renderCertificatePdf } from "@app/schema";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import type { RestMyCertificatesQuery } from "../generated/operations.ts";
import { restCertificate } from "../shapes/learning.shape.ts";

export const certificateRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/certificates/my",
    auth: "bearer",
    tag: "Certificates",
    summary: "The learner's certificates",
    operation: "RestMyCertificates",
    respond: (data: RestMyCertificatesQuery) => data.myCertificates,
    response: z.array(restCertificate),
    errors: [401],
  }),
  defineRoute({
    method: "GET",
    path: "/api/certificates/:code.pdf",
    auth: "none",
    tag: "Certificates",
    summary: "A certificate as a PDF, by its public verification code",
    // Rendered from the database by the certificates module; the code is the only credential, as on paper.
    params: z.object({ code: z.string().regex(/^[A-Za-z0-9-]{4,64}$/, "Invalid certificate code") }),
    respond: async (_data: undefined, { params, services }) => {
      const pdf = await renderCertificatePdf(services.db, params.code, { publicUrl: services.config.publicUrl });
      if (!pdf) throw new AppError("not_found", "Certificate not found");
      return { binary: pdf, contentType: "application/pdf", filename: `certificate-${params.code.toUpperCase()}.pdf` };
    },
    response: { contentType: "application/pdf", description: "The certificate, one A4 landscape page." },
    errors: [400, 404],
  }),
];
