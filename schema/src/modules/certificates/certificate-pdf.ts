// Draws the one-page certificate (decision 012): names and course titles in any of India's major scripts with
// embedded, subset Noto fonts, and the code, the verification URL and a QR code of it. Its fixed words are the
// holder's language's, from the catalogues the mails read.
import { PDFDocument, rgb } from "pdf-lib";
import { textsIn } from "@app/client/texts";
import { isLanguage } from "../../languages.ts";
import { parsedFontkit, type Weight } from "./certificate-fonts.ts";
import { drawQr } from "./certificate-qr.ts";
import { CertificateFonts, drawShaped, lineWidth } from "./shaped-text.ts";

export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  code: string;
  verificationUrl: string;
  /** The holder's interface language. */
  language: string;
}

const A4_LANDSCAPE: [number, number] = [842, 595];
const INK = rgb(0.12, 0.16, 0.3);
const ACCENT = rgb(0.85, 0.45, 0.1);
const QR_SIZE = 84;
/** The month in the holder's language, the figures in Latin digits as the code and URL are (20 நவம்பர், 2026). */
const dateIn = (language: string, at: Date) =>
  new Intl.DateTimeFormat(isLanguage(language) ? `${language}-IN` : "en-IN", {
    dateStyle: "long",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(at);

export async function drawCertificate(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(parsedFontkit);
  pdf.setTitle(`Certificate ${content.code}`);
  pdf.setSubject(`${content.holderName} completed ${content.courseTitle}`);
  pdf.setCreator("VidyaPath");
  const page = pdf.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  const fonts = new CertificateFonts(pdf);
  const t = textsIn(content.language);
  const k = (key: string, params: Record<string, string> = {}) =>
    t(`mail:certificate.${key}`, { ...params, interpolation: { escapeValue: false } });

  /** One centred line, shrunk to fit `maxWidth` when it is longer. */
  const line = async (text: string, y: number, weight: Weight, size: number, maxWidth = width - 120) => {
    const runs = await fonts.shape(text, weight);
    const natural = lineWidth(runs, 1);
    const fitted = Math.min(size, maxWidth / Math.max(natural, 1e-6));
    drawShaped(page, { text, runs }, { x: (width - natural * fitted) / 2, y, size: fitted, color: INK });
  };

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: INK, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: ACCENT, borderWidth: 1 });
  await line(k("title"), height - 120, 700, 30);
  await line(k("certifies"), height - 180, 400, 14);
  await line(content.holderName, height - 232, 700, 32);
  await line(k("completed"), height - 277, 400, 14);
  await line(content.courseTitle, height - 322, 700, 24);
  await line(k("issuedOn", { date: dateIn(content.language, content.issuedAt) }), height - 380, 400, 13);
  // The bottom lines leave the right-hand corner to the QR code.
  const besideQr = width - 2 * (QR_SIZE + 80);
  await line(k("code", { code: content.code }), 110, 700, 12, besideQr);
  await line(k("verifyAt", { url: content.verificationUrl }), 90, 400, 10, besideQr);
  drawQr(page, content.verificationUrl, { x: width - 54 - QR_SIZE, y: 54, size: QR_SIZE });
  await fonts.embedWithTextMaps();
  return pdf.save();
}
