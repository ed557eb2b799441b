// A minimal flowing-text layout over pdf-lib: wraps lines to a width and starts new pages when a page is full.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

// Fixed dates keep regenerated files byte-identical, so re-seeding never changes them.
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export async function createDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor("VidyaPath");
  doc.setCreator("VidyaPath seed");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  return { doc, fonts };
}

export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  indent?: number;
  gapAfter?: number;
  color?: [number, number, number];
  /** Keep spaces and line breaks as written (code). */
  preformatted?: boolean;
}

/** Writes text top to bottom across as many pages of one size as needed. */
export class FlowWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly size: [number, number],
    private readonly margin: number,
  ) {
    this.page = doc.addPage(size);
    this.y = size[1] - margin;
  }

  write(text: string, style: TextStyle): void {
    const indent = style.indent ?? 0;
    const width = this.size[0] - 2 * this.margin - indent;
    const lines = style.preformatted ? text.split("\n") : wrapText(text, style.font, style.size, width);
    const color = style.color ?? [0.12, 0.12, 0.15];
    for (const line of lines) {
      if (this.y - style.size < this.margin) this.newPage();
      this.y -= style.size * 1.3;
      this.page.drawText(line, {
        x: this.margin + indent,
        y: this.y,
        size: style.size,
        font: style.font,
        color: rgb(...color),
      });
    }
    this.y -= style.gapAfter ?? 0;
  }

  newPage(): void {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - this.margin;
  }
}
