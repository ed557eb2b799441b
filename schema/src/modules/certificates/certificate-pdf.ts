// Draws the one-page certificate with pdf-lib's standard fonts (no font files to ship).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  issuedAt: Date;
  code: string;
  verificationUrl: string;
}

const A4_LANDSCAPE: [number, number] = [842, 595];
const INK = rgb(0.12, 0.16, 0.3);
const ACCENT = rgb(0.85, 0.45, 0.1);
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

export async function drawCertificate(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate ${content.code}`);
  pdf.setSubject(`${content.holderName} completed ${content.courseTitle}`);
  pdf.setCreator("VidyaPath");
  const page = pdf.addPage(A4_LANDSCAPE);
  const [width, height] = A4_LANDSCAPE;
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: INK, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: ACCENT, borderWidth: 1 });
  const line = (text: string, y: number, font: PDFFont, size: number) => centred(page, text, y, font, size);
  line("CERTIFICATE OF COMPLETION", height - 120, bold, 30);
  line("This certifies that", height - 180, regular, 14);
  line(content.holderName, height - 230, bold, 32);
  line("has successfully completed the course", height - 275, regular, 14);
  line(content.courseTitle, height - 320, bold, 24);
  line(`Issued on ${dateFormat.format(content.issuedAt)}`, height - 380, regular, 13);
  line(`Verification code: ${content.code}`, 110, bold, 12);
  line(`Verify at ${content.verificationUrl}`, 90, regular, 10);
  return pdf.save();
}

/** Centres one line, shrinking it to fit; characters the standard font cannot encode become "?". */
function centred(page: PDFPage, raw: string, y: number, font: PDFFont, size: number) {
  const supported = new Set(font.getCharacterSet());
  const text = [...raw].map((char) => (supported.has(char.codePointAt(0) ?? 0) ? char : "?")).join("");
  const maxWidth = page.getWidth() - 120;
  const fitted = Math.min(size, (size * maxWidth) / Math.max(1, font.widthOfTextAtSize(text, size)));
  const x = (page.getWidth() - font.widthOfTextAtSize(text, fitted)) / 2;
  page.drawText(text, { x, y, size: fitted, font, color: INK });
}
