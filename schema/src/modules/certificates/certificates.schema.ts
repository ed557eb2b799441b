import { z } from "zod";
import { builder } from "../../builder.ts";
import { viewerOf } from "../shared/viewer.ts";
import { reissueCertificate } from "./certificate-reissue.service.ts";
import {
  certificatePdfPath,
  certificateTitle,
  certificateVerifyPath,
  findCertificate,
  holderName,
  listCertificates,
  MAX_CERTIFICATE_CODE_LENGTH,
} from "./certificates.service.ts";
import { learnerOwn } from "../shared/content-cache-marks.ts";

export const CertificateRef = builder.prismaObject("Certificate", {
  ...learnerOwn,
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code", { description: "Public verification code." }),
    title: t.string({
      select: { courseTitle: true },
      resolve: (certificate) => certificateTitle(certificate.courseTitle),
    }),
    courseTitle: t.exposeString("courseTitle", {
      description: "The course title as it was when the certificate was issued.",
    }),
    course: t.relation("course"),
    issuedDate: t.expose("issuedAt", { type: "DateTime" }),
    downloadUrl: t.string({
      description: "Absolute URL of the PDF.",
      resolve: (certificate, _args, context) => `${context.publicUrl}${certificatePdfPath(certificate.code)}`,
    }),
    verificationUrl: t.string({
      description: "Absolute URL of the public page that verifies this certificate (for sharing; printed on the PDF).",
      resolve: (certificate, _args, context) => `${context.publicUrl}${certificateVerifyPath(certificate.code)}`,
    }),
    holderName: t.exposeString("holderName", {
      description: "The holder's name as it was when the certificate was issued.",
    }),
    reissueName: t.string({
      authScopes: { admin: true },
      description: "The name a re-issue would print: the holder's current name (admins only).",
      select: { user: { select: { name: true, firstName: true, lastName: true } } },
      resolve: (certificate) => holderName(certificate.user),
    }),
    replaced: t.boolean({
      description:
        "True once an admin re-issued it under the holder's current name: this code no longer attests anything.",
      select: { replacedAt: true },
      resolve: (certificate) => certificate.replacedAt !== null,
    }),
  }),
});

builder.queryFields((t) => ({
  myCertificates: t.prismaField({
    ...learnerOwn,
    type: [CertificateRef],
    authScopes: { student: true },
    resolve: (query, _root, _args, context) => listCertificates(context.prisma, viewerOf(context).userId, query),
  }),
  certificate: t.prismaField({
    type: CertificateRef,
    nullable: true,
    description: "Public verification by code.",
    args: {
      code: t.arg.string({ required: true, validate: z.string().trim().min(1).max(MAX_CERTIFICATE_CODE_LENGTH) }),
    },
    resolve: (query, _root, { code }, context) => findCertificate(context.prisma, code, query),
  }),
}));

builder.mutationFields((t) => ({
  reissueCertificate: t.prismaField({
    type: CertificateRef,
    authScopes: { admin: true },
    description:
      "Issues the certificate again under the holder's current name; the old code then answers replaced. Audited.",
    args: { id: t.arg.id({ required: true, validate: z.string().max(64) }) },
    resolve: async (query, _root, { id }, context) => {
      const reissued = await reissueCertificate(context.prisma, viewerOf(context), String(id));
      return context.prisma.certificate.findUniqueOrThrow({ ...query, where: { id: reissued } });
    },
  }),
}));
