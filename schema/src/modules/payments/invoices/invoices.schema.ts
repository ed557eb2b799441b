// A learner's purchases with their tax invoices and credit notes (docs/payments.md, "Tax invoices"): the Profile's
// Purchases tab. The PDFs are served to the buyer and staff only, at each document's downloadPath.
import { builder } from "../../../builder.ts";
import { listLimits } from "../../../input-limits.ts";
import { learnerOwn } from "../../shared/content-cache-marks.ts";
import { limitArg, take } from "../../shared/list-limit.ts";
import { viewerOf } from "../../shared/viewer.ts";
import { lastPlaceOfSupply } from "../payments.service.ts";
import { GST_STATES, type GstState } from "./gst-states.ts";

/** Where the gateway serves a document's PDF (gateway/src/payments/invoice-pdf.routes.ts). */
export const invoicePdfPath = (id: string) => `/api/payments/invoices/${id}.pdf`;
export const creditNotePdfPath = (id: string) => `/api/payments/credit-notes/${id}.pdf`;

const GstStateRef = builder.objectRef<GstState>("GstState").implement({
  ...learnerOwn,
  description: "A state or union territory of India and its GST state code.",
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name", {
      description: "The name in English; each language's is in the catalogues (courses:placeOfSupply.states.<code>).",
    }),
  }),
});

builder.queryFields((t) => ({
  gstStates: t.field({
    ...learnerOwn,
    type: [GstStateRef],
    description: "India's states and union territories: the checkout asks the learner's (the place of supply).",
    authScopes: { student: true },
    resolve: () => GST_STATES,
  }),
  myPlaceOfSupply: t.string({
    ...learnerOwn,
    nullable: true,
    description: "The state the learner gave at their latest purchase: the checkout's default.",
    authScopes: { student: true },
    resolve: (_root, _args, context) => lastPlaceOfSupply(context.prisma, viewerOf(context).userId),
  }),
}));

const amounts = {
  totalPaise: "The amount paid, GST included.",
  taxablePaise: "The taxable value.",
  cgstPaise: "CGST at 9% (a learner in the operator's state).",
  sgstPaise: "SGST at 9% (a learner in the operator's state).",
  igstPaise: "IGST at 18% (a learner in another state).",
} as const;

builder.prismaObject("CreditNote", {
  ...learnerOwn,
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number"),
    issuedAt: t.expose("issuedAt", { type: "DateTime" }),
    reason: t.exposeString("reason"),
    totalPaise: t.exposeInt("totalPaise", { description: amounts.totalPaise }),
    downloadPath: t.string({
      description: "The PDF, for the buyer and staff (send the bearer token).",
      resolve: (note) => creditNotePdfPath(note.id),
    }),
  }),
});

builder.prismaObject("TaxInvoice", {
  ...learnerOwn,
  fields: (t) => ({
    id: t.exposeID("id"),
    number: t.exposeString("number", { description: "e.g. VP/2026-27/000123" }),
    issuedAt: t.expose("issuedAt", { type: "DateTime" }),
    placeOfSupply: t.exposeString("placeOfSupply", { description: "The learner's GST state code." }),
    totalPaise: t.exposeInt("totalPaise", { description: amounts.totalPaise }),
    taxablePaise: t.exposeInt("taxablePaise", { description: amounts.taxablePaise }),
    cgstPaise: t.exposeInt("cgstPaise", { description: amounts.cgstPaise }),
    sgstPaise: t.exposeInt("sgstPaise", { description: amounts.sgstPaise }),
    igstPaise: t.exposeInt("igstPaise", { description: amounts.igstPaise }),
    creditNote: t.relation("creditNote", { nullable: true, description: "Issued when the payment was refunded." }),
    downloadPath: t.string({
      description: "The PDF, for the buyer and staff (send the bearer token).",
      resolve: (invoice) => invoicePdfPath(invoice.id),
    }),
  }),
});

export const PurchaseRef = builder.prismaObject("PaymentOrder", {
  ...learnerOwn,
  variant: "Purchase",
  fields: (t) => ({
    id: t.exposeID("id"),
    course: t.relation("course"),
    amountPaise: t.exposeInt("amountPaise"),
    currency: t.exposeString("currency"),
    status: t.string({
      description: "paid or refunded.",
      resolve: (order) => (order.status === "REFUNDED" ? "refunded" : "paid"),
    }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    refundedAt: t.expose("refundedAt", { type: "DateTime", nullable: true }),
    invoice: t.relation("invoice", { nullable: true }),
  }),
});

builder.queryField("myPurchases", (t) =>
  t.prismaField({
    ...learnerOwn,
    type: [PurchaseRef],
    description: "The learner's paid and refunded purchases, newest first.",
    authScopes: { student: true },
    args: { limit: t.arg.int(limitArg(listLimits.purchases)) },
    resolve: (query, _root, { limit }, context) =>
      context.prisma.paymentOrder.findMany({
        ...query,
        where: { userId: viewerOf(context).userId, status: { in: ["PAID", "REFUNDED"] } },
        orderBy: [{ paidAt: "desc" }, { id: "asc" }],
        take: take(limit),
      }),
  }),
);
