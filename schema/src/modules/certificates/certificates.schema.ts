import { z } from "zod";
import { builder } from "../../builder.ts";
import { viewerOf } from "../shared/viewer.ts";
import {
  certificatePdfPath,
  certificateTitle,
  certificateVerifyPath,
  findCertificate,
  holderName,
  listCertificates,
} from "./certificates.service.ts";

export const CertificateRef = builder.prismaObject("Certificate", {
  fields: (t) => ({
    id: t.exposeID("id"),
    code: t.exposeString("code", { description: "Public verification code." }),
    title: t.string({
      select: { course: { select: { title: true } } },
      resolve: (certificate) => certificateTitle(certificate.course.title),
    }),
    courseTitle: t.string({
      select: { course: { select: { title: true } } },
      resolve: (certificate) => certificate.course.title,
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
    holderName: t.string({
      select: { user: { select: { name: true, firstName: true, lastName: true } } },
      resolve: (certificate) => holderName(certificate.user),
    }),
  }),
});

builder.queryFields((t) => ({
  myCertificates: t.prismaField({
    type: [CertificateRef],
    authScopes: { student: true },
    resolve: (query, _root, _args, context) => listCertificates(context.prisma, viewerOf(context).userId, query),
  }),
  certificate: t.prismaField({
    type: CertificateRef,
    nullable: true,
    description: "Public verification by code.",
    args: { code: t.arg.string({ required: true, validate: z.string().trim().min(1).max(40) }) },
    resolve: (query, _root, { code }, context) => findCertificate(context.prisma, code, query),
  }),
}));
