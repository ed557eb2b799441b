// The tax invoice and credit note PDFs read back as a reader's viewer reads them (pdf.js's text extraction, through
// the fonts' ToUnicode tables): amounts carry the rupee sign with Indian grouping, and every word is the reader's
// language's, in English, Hindi, Tamil and Bengali.
import { describe, expect, it } from "vitest";
import type { CreditNote, TaxInvoice } from "@app/db";
import { drawTaxDocument } from "./invoice-pdf.ts";
import { splitGst } from "./gst.ts";
import { extractPdfText as extractText } from "../../../testing/pdf-text.ts";

const invoice = (totalPaise: number): TaxInvoice => ({
  id: "00000000-0000-4000-8000-000000000001",
  number: "VP/2026-27/000123",
  orderId: "00000000-0000-4000-8000-000000000002",
  issuedAt: new Date("2026-11-20T06:00:00Z"),
  sellerName: "VidyaPath Learning Pvt Ltd",
  sellerAddress: "12 MG Road, Bengaluru 560001",
  sellerGstin: "29ABCDE1234F1Z5",
  sellerState: "29",
  placeOfSupply: "07",
  buyerName: "अनन्या शर्मा",
  buyerEmail: "ananya@example.com",
  courseTitle: "Data Science",
  sac: "999293",
  ...splitGst(totalPaise, "07", "29"),
});

describe("tax document PDF", () => {
  it("prints amounts with the rupee sign and Indian grouping, in English and Hindi", async () => {
    for (const language of ["en", "hi"]) {
      const text = await extractText(await drawTaxDocument(invoice(149_900), null, language));
      expect(text).toContain("₹1,499.00");
      expect(text).toContain("₹1,270.34");
      expect(text).toContain("₹228.66");
      expect(text).not.toContain("Rs.");
      // The e-matra-with-anusvara of में is also drawn for the ं of शब्दों before it; each reads as its own text.
      if (language === "hi") expect(text).toContain("में: एक ह");
    }
    const lakh = await extractText(await drawTaxDocument(invoice(10_000_000), null, "en"));
    expect(lakh).toContain("₹1,00,000.00");
  });

  it("prints a credit note's amounts the same way", async () => {
    const issued = invoice(149_900);
    const note: CreditNote = {
      id: "00000000-0000-4000-8000-000000000003",
      number: "VP/CN/2026-27/000001",
      invoiceId: issued.id,
      issuedAt: new Date("2026-11-22T06:00:00Z"),
      reason: "Course cancelled",
      totalPaise: issued.totalPaise,
      taxablePaise: issued.taxablePaise,
      cgstPaise: issued.cgstPaise,
      sgstPaise: issued.sgstPaise,
      igstPaise: issued.igstPaise,
    };
    const text = await extractText(await drawTaxDocument(issued, note, "en"));
    expect(text).toContain("VP/CN/2026-27/000001");
    expect(text).toContain("₹1,499.00");
  });

  it("words an invoice in Tamil and in Bengali, state names and the total in words too", async () => {
    // pdf.js gives glyphs in the order they are drawn, so these are words without a vowel sign drawn before its
    // consonant or a reph after it (the ActualText spans carry the typed order).
    const cases = [
      ["ta", ["மாநிலம்: கர்நாடகா (29)", "தில்லி (07)", "ஆயிரத்து நானூற்று", "ஒன்பது ரூபாய் மட்டும்"]],
      ["bn", ["ট্যাক্স", "এক হাজার চার শত", "টাকা মাত্র"]],
    ] as const;
    for (const [language, words] of cases) {
      const text = await extractText(await drawTaxDocument(invoice(149_900), null, language));
      for (const expected of words) expect(text).toContain(expected);
      expect(text).toContain("₹1,499.00");
      for (const english of ["Karnataka", "Delhi", "Rupees", "TAX INVOICE"]) expect(text).not.toContain(english);
      expect(text).not.toContain("?");
    }
  });
});
