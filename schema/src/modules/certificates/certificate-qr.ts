// The verification URL as a QR code drawn in vectors (sharp at any zoom or print size, no image to embed).
import QRCode from "qrcode";
import {
  endMarkedContent,
  fill,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  type PDFPage,
} from "pdf-lib";

/** The code's modules, row by row, true for dark; error correction M survives a smudged print. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_row, row) =>
    Array.from({ length: modules.size }, (_column, column) => modules.get(row, column) === 1),
  );
}

/** Each horizontal run of dark modules as [firstColumn, endColumn) per row. */
function darkRuns(row: boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  row.forEach((dark, column) => {
    if (!dark) return;
    const last = runs.at(-1);
    if (last && last[1] === column) last[1] = column + 1;
    else runs.push([column, column + 1]);
  });
  return runs;
}

/**
 * Draws the code with its lower-left corner at (x, y), `size` points wide, as one filled path (a rectangle per
 * run of dark modules) inside a marked-content section tagged QRCode.
 */
export function drawQr(page: PDFPage, text: string, { x, y, size }: { x: number; y: number; size: number }) {
  const matrix = qrMatrix(text);
  const module = size / matrix.length;
  const rectangles = matrix.flatMap((row, rowIndex) =>
    darkRuns(row).map(([from, to]) =>
      rectangle(x + from * module, y + size - (rowIndex + 1) * module, (to - from) * module, module),
    ),
  );
  page.pushOperators(
    PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of("QRCode")]),
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...rectangles,
    fill(),
    popGraphicsState(),
    endMarkedContent(),
  );
}
