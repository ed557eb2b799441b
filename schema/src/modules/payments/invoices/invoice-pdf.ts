// The tax invoice and the credit note as PDFs (docs/payments.md, "Tax invoices"), drawn with the certificates' font
// pipeline (decision 012) so names and course titles in any Indian script shape correctly, and worded in the
// reader's language from the catalogues the mails read (state names too), with the total in that language's words.
// Rendered on demand from the stored rows, which hold every figure and name as issued: nothing to keep in storage,
// and a PDF can never disagree with its row.
import { PDFDocument, rgb } from "pdf-lib";
import type { CreditNote, TaxInvoice } from "@app/db";
import { textsIn } from "@app/client/texts";
import { isLanguage } from "../../../languages.ts";
import { parsedFontkit, type Weight } from "../../certificates/certificate-fonts.ts";
import { CertificateFonts, drawShaped, lineWidth } from "../../certificates/shaped-text.ts";
import { amountInWords } from "./amount-in-words.ts";

const A4: [number, number] = [595, 842];
const INK = rgb(0.12, 0.16, 0.3);
const MUTED = rgb(0.35, 0.38, 0.45);
const MARGIN = 48;

/**
 * Figures as on Indian invoices: the rupee sign, Latin digits, lakh grouping, always two decimals (₹1,27,033.90).
 * The sign (U+20B9) is drawn from Noto Sans's latin-ext subset, which the font runs reach for it.
 */
const figures = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => `₹${figures.format(paise / 100)}`;
/**
 * The date in India's time, which decides the financial year too, with the month named in the reader's language
 * and Latin digits as the figures (22 நவம்பர், 2026).
 */
const day = (at: Date, language: string) =>
  new Intl.DateTimeFormat(isLanguage(language) ? `${language}-IN` : "en-IN", {
    dateStyle: "long",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  }).format(at);

export async function drawTaxDocument(
  invoice: TaxInvoice,
  creditNote: CreditNote | null,
  language: string,
): Promise<Uint8Array> {
  const t = textsIn(language);
  const k = (key: string, params: Record<string, string> = {}) =>
    t(`mail:taxDocument.${key}`, { ...params, interpolation: { escapeValue: false } });
  /** "Karnataka (29)", "கர்நாடகா (29)": the state as the checkout named it, with its GST code. */
  const state = (code: string) => `${t(`courses:placeOfSupply.states.${code}`, { defaultValue: code })} (${code})`;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(parsedFontkit);
  const number = creditNote?.number ?? invoice.number;
  pdf.setTitle(`${creditNote ? "Credit note" : "Tax invoice"} ${number}`);
  pdf.setCreator("VidyaPath");
  const page = pdf.addPage(A4);
  const [width, height] = A4;
  const fonts = new CertificateFonts(pdf);

  /** One line from `x` (or ending at `right`), shrunk to fit the width left. */
  const line = async (
    text: string,
    y: number,
    {
      x = MARGIN,
      right,
      weight = 400,
      size = 10,
      color = INK,
    }: {
      x?: number;
      right?: number;
      weight?: Weight;
      size?: number;
      color?: typeof INK;
    } = {},
  ) => {
    if (!text) return;
    const runs = await fonts.shape(text, weight);
    const room = right === undefined ? width - MARGIN - x : right - MARGIN;
    const natural = lineWidth(runs, 1);
    const fitted = Math.min(size, room / Math.max(natural, 1e-6));
    const left = right === undefined ? x : right - natural * fitted;
    drawShaped(page, { text, runs }, { x: left, y, size: fitted, color });
  };
  const rule = (y: number) =>
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.6, color: MUTED });

  let y = height - 64;
  await line(k(creditNote ? "creditNoteTitle" : "invoiceTitle"), y, { weight: 700, size: 20 });
  y -= 30;
  await line(invoice.sellerName, y, { weight: 700, size: 12 });
  for (const text of [
    invoice.sellerAddress,
    invoice.sellerGstin ? k("gstin", { gstin: invoice.sellerGstin }) : "",
    k("state", { state: state(invoice.sellerState) }),
  ]) {
    if (!text) continue;
    y -= 15;
    await line(text, y, { color: MUTED });
  }
  y -= 26;
  const issued = creditNote?.issuedAt ?? invoice.issuedAt;
  await line(k(creditNote ? "creditNoteNumber" : "invoiceNumber", { number }), y, { weight: 700 });
  y -= 15;
  await line(k("date", { date: day(issued, language) }), y);
  if (creditNote) {
    y -= 15;
    await line(k("againstInvoice", { number: invoice.number, date: day(invoice.issuedAt, language) }), y);
    y -= 15;
    await line(k("reason", { reason: creditNote.reason }), y);
  }
  y -= 26;
  await line(k("billedTo"), y, { weight: 700 });
  for (const text of [
    invoice.buyerName,
    invoice.buyerEmail,
    k("placeOfSupply", { state: state(invoice.placeOfSupply) }),
  ]) {
    if (!text) continue;
    y -= 15;
    await line(text, y);
  }

  y -= 34;
  const sacX = width - MARGIN - 190;
  const amountRight = width - MARGIN;
  await line(k("description"), y, { weight: 700 });
  await line(k("sac"), y, { x: sacX, weight: 700 });
  await line(k("amount"), y, { right: amountRight, weight: 700 });
  y -= 8;
  rule(y);
  y -= 16;
  const course = k("course", { title: invoice.courseTitle });
  const runs = await fonts.shape(course, 400);
  const room = sacX - MARGIN - 12;
  const size = Math.min(10, room / Math.max(lineWidth(runs, 1), 1e-6));
  drawShaped(page, { text: course, runs }, { x: MARGIN, y, size, color: INK });
  await line(invoice.sac, y, { x: sacX });
  await line(money(invoice.taxablePaise), y, { right: amountRight });
  y -= 10;
  rule(y);

  const rows: [string, number][] = [[k("taxable"), invoice.taxablePaise]];
  if (invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.placeOfSupply !== invoice.sellerState)) {
    rows.push([k("igst"), invoice.igstPaise]);
  } else {
    rows.push([k("cgst"), invoice.cgstPaise], [k("sgst"), invoice.sgstPaise]);
  }
  for (const [label, paise] of rows) {
    y -= 18;
    await line(label, y, { x: sacX });
    await line(money(paise), y, { right: amountRight });
  }
  y -= 10;
  rule(y);
  y -= 18;
  await line(k("total"), y, { x: sacX, weight: 700 });
  await line(money(invoice.totalPaise), y, { right: amountRight, weight: 700 });
  y -= 30;
  await line(k("inWords", { words: amountInWords(invoice.totalPaise, language) }), y);
  await line(k("footer"), 60, { size: 8, color: MUTED });
  await fonts.embedWithTextMaps();
  return pdf.save();
}
