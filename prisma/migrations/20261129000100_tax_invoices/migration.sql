-- GST tax invoices and credit notes, refunds (docs/payments.md): the place of supply asked at checkout, gap-free
-- numbers per series and financial year, and the refund's state on the order.
ALTER TYPE "PaymentOrderStatus" ADD VALUE 'REFUNDED';
ALTER TYPE "NotificationKind" ADD VALUE 'PAYMENT_RECEIVED';
ALTER TYPE "NotificationKind" ADD VALUE 'PAYMENT_REFUNDED';

ALTER TABLE "PaymentOrder" ADD COLUMN "placeOfSupply" TEXT,
ADD COLUMN "refundRequestedAt" TIMESTAMP(3),
ADD COLUMN "refundId" TEXT,
ADD COLUMN "refundReason" TEXT,
ADD COLUMN "refundedAt" TIMESTAMP(3);

CREATE UNIQUE INDEX "PaymentOrder_refundId_key" ON "PaymentOrder"("refundId");

CREATE TABLE "TaxDocumentCounter" (
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "TaxDocumentCounter_pkey" PRIMARY KEY ("series","financialYear")
);

CREATE TABLE "TaxInvoice" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sellerName" TEXT NOT NULL,
    "sellerAddress" TEXT NOT NULL,
    "sellerGstin" TEXT NOT NULL,
    "sellerState" TEXT NOT NULL,
    "placeOfSupply" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL,
    "courseTitle" TEXT NOT NULL,
    "sac" TEXT NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "taxablePaise" INTEGER NOT NULL,
    "cgstPaise" INTEGER NOT NULL,
    "sgstPaise" INTEGER NOT NULL,
    "igstPaise" INTEGER NOT NULL,

    CONSTRAINT "TaxInvoice_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "CreditNote" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT NOT NULL,
    "totalPaise" INTEGER NOT NULL,
    "taxablePaise" INTEGER NOT NULL,
    "cgstPaise" INTEGER NOT NULL,
    "sgstPaise" INTEGER NOT NULL,
    "igstPaise" INTEGER NOT NULL,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "TaxInvoice_number_key" ON "TaxInvoice"("number");
CREATE UNIQUE INDEX "TaxInvoice_orderId_key" ON "TaxInvoice"("orderId");
CREATE INDEX "TaxInvoice_issuedAt_idx" ON "TaxInvoice"("issuedAt");
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");
CREATE UNIQUE INDEX "CreditNote_invoiceId_key" ON "CreditNote"("invoiceId");
CREATE INDEX "CreditNote_issuedAt_idx" ON "CreditNote"("issuedAt");

ALTER TABLE "TaxInvoice" ADD CONSTRAINT "TaxInvoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "PaymentOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "TaxInvoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
