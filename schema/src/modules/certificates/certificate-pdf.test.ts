// The certificate PDF read back the way a reader sees it (decision 012): pdf.js's text extraction, the
// embedded fonts, the glyphs each line draws mapped through the font's ToUnicode table, and the QR code's modules.
import { describe, expect, it } from "vitest";
import fontkit from "@pdf-lib/fontkit";
import QRCode from "qrcode";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";
import { drawCertificate, type CertificateContent } from "./certificate-pdf.ts";
import { fontFile } from "./certificate-fonts.ts";
import { extractPdfText as extractText } from "../../testing/pdf-text.ts";
import { missingTexts } from "@app/client/texts";

const URL_ = "https://vidyapath.example/certificates/verify/VP-ABCDEFGH23";
const content = (overrides: Partial<CertificateContent> = {}): CertificateContent => ({
  holderName: "अनन्या",
  courseTitle: "भारत का भूगोल",
  issuedAt: new Date("2026-11-20T10:00:00Z"),
  code: "VP-ABCDEFGH23",
  verificationUrl: URL_,
  language: "en",
  ...overrides,
});

interface EmbeddedFont {
  baseFont: string;
  fontFile: Uint8Array;
  toUnicode: Map<string, string>;
}

/** The page's content stream (decoded) and its fonts by resource name. */
async function inspect(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const decode = (ref: unknown) => decodePDFRawStream(pdf.context.lookup(ref as PDFRef) as PDFRawStream).decode();
  const page = pdf.getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [page.node.get(PDFName.of("Contents"))];
  const stream = streams.map((ref) => Buffer.from(decode(ref)).toString("latin1")).join("\n");
  const fonts = new Map<string, EmbeddedFont>();
  const resources = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  for (const [name, ref] of resources.entries()) {
    const font = pdf.context.lookup(ref, PDFDict);
    const cidFont = pdf.context.lookup(font.lookup(PDFName.of("DescendantFonts"), PDFArray).get(0), PDFDict);
    const descriptor = cidFont.lookup(PDFName.of("FontDescriptor"), PDFDict);
    fonts.set(name.decodeText(), {
      baseFont: font.lookup(PDFName.of("BaseFont"), PDFName).decodeText(),
      fontFile: decode(descriptor.get(PDFName.of("FontFile2"))),
      toUnicode: parseToUnicode(Buffer.from(decode(font.get(PDFName.of("ToUnicode")))).toString("latin1")),
    });
  }
  return { stream, fonts };
}

function parseToUnicode(cmap: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>/gi)) {
    entries.set(glyph.toLowerCase(), Buffer.from(unicode, "hex").swap16().toString("utf16le"));
  }
  return entries;
}

/** What each glyph of the line tagged with `text` stands for, in drawing order, through the fonts' ToUnicode. */
function drawnGlyphs(inspected: Awaited<ReturnType<typeof inspect>>, text: string): string[] {
  const tag = `/ActualText ${PDFHexString.fromText(text).toString()}`;
  const start = inspected.stream.indexOf(tag);
  expect(start, `a span with ActualText "${text}"`).toBeGreaterThan(-1);
  const span = inspected.stream.slice(start, inspected.stream.indexOf("EMC", start));
  const glyphs: string[] = [];
  let font: EmbeddedFont | undefined;
  for (const [, fontName, hex] of span.matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]{4})>/g)) {
    if (fontName) font = inspected.fonts.get(fontName);
    else glyphs.push(font!.toUnicode.get(hex.toLowerCase()) ?? "?");
  }
  return glyphs;
}

describe("certificate PDF", () => {
  it("prints a Devanagari name and course title that text extraction finds, with the code and verification URL", async () => {
    const text = await extractText(await drawCertificate(content()));
    expect(text).toContain("अनन्या");
    expect(text).toContain("भारत का भूगोल");
    expect(text).toContain("Verification code: VP-ABCDEFGH23");
    expect(text).toContain(`Verify at ${URL_}`);
    expect(text).not.toContain("?");
  });

  it("prints its fixed words in the holder's language, from the catalogues every language has them in", async () => {
    const keys = ["title", "certifies", "completed", "issuedOn", "code", "verifyAt"];
    expect(missingTexts(keys.map((key) => `mail:certificate.${key}`))).toEqual([]);
    // pdf.js gives glyphs in the order they are drawn, so these are words without a vowel sign drawn before its
    // consonant or a reph after it (the ActualText spans carry the typed order).
    for (const [language, words] of [
      ["ta", ["சான்றிதழ்", "சரிபார்ப்புக் குறியீடு: VP-ABCDEFGH23", "நவம்பர்"]],
      ["bn", ["শংসাপত্র", "যাচাইকরণ", `যাচাই করুন: ${URL_}`]],
      ["te", ["పత్రం", "జారీ చేసిన తేదీ", "నవంబర్"]],
      ["mr", ["पडताळणी कोड: VP-ABCDEFGH23", `येथे पडताळा: ${URL_}`, "नोव्हेंबर"]],
    ] as const) {
      const text = await extractText(await drawCertificate(content({ language })));
      for (const expected of words) expect(text).toContain(expected);
      expect(text).not.toContain("Verification code");
      expect(text).not.toContain("?");
    }
  });

  it("keeps every glyph of each embedded subset whole, Telugu's odd-length glyphs too", async () => {
    const inspected = await inspect(
      await drawCertificate(content({ language: "te", holderName: "అనన్య రెడ్డి", courseTitle: "ధ్రువీకరణ" })),
    );
    const telugu = [...inspected.fonts.values()].filter((font) => font.baseFont.includes("Telugu"));
    expect(telugu.length).toBeGreaterThan(0);
    for (const font of inspected.fonts.values()) {
      const subset = fontkit.create(font.fontFile);
      for (let id = 0; id < subset.numGlyphs; id++) {
        expect(() => subset.getGlyph(id).path, `${font.baseFont} glyph ${id}`).not.toThrow();
      }
    }
  });

  it("prints a Tamil and a Bengali name, each in its own font, and draws Bengali's two-part vowels around their consonant", async () => {
    for (const [holderName, family] of [
      ["கார்த்திகா சுப்ரமணியம்", "NotoSansTamil-Bold"],
      ["অনন্যা দাস", "NotoSansBengali-Bold"],
    ] as const) {
      const pdf = await drawCertificate(content({ holderName }));
      expect(await extractText(pdf)).toContain(holderName);
      const inspected = await inspect(pdf);
      expect([...inspected.fonts.values()].map((font) => font.baseFont.replace(/-\d+$/, ""))).toContain(family);
      expect(inspected.stream).not.toContain("?");
    }
    // সৌ is written স + ৌ and drawn ে, স, ৗ: the vowel's two parts on either side (as the i-matra before ম).
    const name = "সৌমিত্র";
    const inspected = await inspect(await drawCertificate(content({ holderName: name })));
    expect(drawnGlyphs(inspected, name)).toEqual(["ে", "স", "ৗ", "ি", "ম", "ত্র"]);
  });

  it("maps each glyph to what this document drew it for, whatever the process drew before", async () => {
    // Noto Sans Devanagari draws में with the e-matra-with-anusvara, and ों with the aa sign and that same glyph. The
    // reader's text follows the document: the shared glyph is ें where it was drawn for ें, ं where only for ों.
    const drawn = async (name: string) =>
      drawnGlyphs(await inspect(await drawCertificate(content({ holderName: name }))), name);
    expect(await drawn("में")).toEqual(["म", "ें"]);
    expect(await drawn("दों")).toEqual(["द", "ा", "ं"]);
    expect(await drawn("में")).toEqual(["म", "ें"]);
    expect(await drawn("दों में")).toEqual(["द", "ा", "ें", " ", "म", "ें"]);
    const text = await extractText(await drawCertificate(content({ language: "mr", holderName: "शब्दों में" })));
    expect(text).toContain("20 नोव्हेंबर, 2026");
    expect(text).toContain("में");
  });

  it("shapes each line as a freshly parsed font does, whatever the process drew before", async () => {
    // Bengali's two-part vowels and Devanagari's ों leave fontkit's shared Glyph objects standing for other text.
    await drawCertificate(content({ language: "bn", holderName: "সৌমিত্র", courseTitle: "দোঁ ট্যাক্স" }));
    for (const [script, text] of [
      ["bengali", "ট্যাক্স ইনভয়েস সৌমিত্র"],
      ["devanagari", "शब्दों में"],
    ] as const) {
      for (const weight of [400, 700] as const) {
        const shared = fontFile(script, weight);
        const fresh = fontkit.create(shared.bytes);
        const ids = (font: typeof fresh) => font.layout(text).glyphs.map((glyph) => glyph.id);
        expect(ids(shared.font), `${script} ${weight}`).toEqual(ids(fresh));
      }
    }
  });

  it("draws conjuncts as one glyph and the i-matra before its consonant, and tags the line with the typed text", async () => {
    const name = "क्षत्रिय प्रिया";
    const inspected = await inspect(await drawCertificate(content({ holderName: name })));
    // fontkit's shaping, as written to the page: क्ष and त्र and प्र are ligatures, each ि precedes its cluster.
    expect(drawnGlyphs(inspected, name)).toEqual(["क्ष", "ि", "त्र", "य", " ", "ि", "प्र", "य", "ा"]);
  });

  it("moves glyphs where the font's positioning puts them (the half form of अनन्या is kerned)", async () => {
    const { font } = fontFile("devanagari", 700);
    const run = font.layout("अनन्या");
    const halfNa = run.glyphs.findIndex((glyph) => glyph.codePoints.join() === [0x928, 0x94d].join());
    const kerning = ((run.glyphs[halfNa].advanceWidth - run.positions[halfNa].xAdvance) * 1000) / font.unitsPerEm;
    expect(kerning).toBeGreaterThan(0);
    const { stream } = await inspect(await drawCertificate(content()));
    expect(stream).toMatch(new RegExp(`\\[ (<[0-9A-F]{4}> ){${halfNa + 1}}${kerning.toFixed(0)}(\\.\\d+)? <`));
  });

  it("embeds each font it uses as a subset, one per script, and no standard font", async () => {
    const samples = ["অনন্যা", "ਅਨੰਨਿਆ", "અનન્યા", "ଅନନ୍ୟା", "அனன்யா", "అనన్య", "ಅನನ್ಯ", "അനന്യ", "Zoë Łukasz"];
    const inspected = await inspect(await drawCertificate(content({ holderName: samples.join(" ") })));
    const families = new Set([...inspected.fonts.values()].map((font) => font.baseFont.replace(/-\d+$/, "")));
    expect([...families].sort()).toEqual([
      "NotoSans-Bold",
      "NotoSans-Regular",
      "NotoSansBengali-Bold",
      "NotoSansDevanagari-Bold",
      "NotoSansGujarati-Bold",
      "NotoSansGurmukhi-Bold",
      "NotoSansKannada-Bold",
      "NotoSansMalayalam-Bold",
      "NotoSansOriya-Bold",
      "NotoSansTamil-Bold",
      "NotoSansTelugu-Bold",
    ]);
    const devanagari = [...inspected.fonts.values()].find((font) => font.baseFont.startsWith("NotoSansDevanagari"))!;
    expect(fontkit.create(devanagari.fontFile).numGlyphs).toBeLessThan(40);
    expect(fontFile("devanagari", 700).font.numGlyphs).toBeGreaterThan(700);
    for (const font of inspected.fonts.values()) expect(font.toUnicode.size).toBeGreaterThan(0);
    expect(inspected.stream).not.toContain("?");
  });

  it("draws a QR code whose modules are the verification URL's", async () => {
    const { stream } = await inspect(await drawCertificate(content()));
    const section = stream.slice(stream.indexOf("/QRCode BMC"), stream.indexOf("EMC", stream.indexOf("/QRCode BMC")));
    const rectangles = [...section.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map((match) =>
      match.slice(1).map(Number),
    );
    const { modules } = QRCode.create(URL_, { errorCorrectionLevel: "M" });
    const module = rectangles[0][3];
    const left = Math.min(...rectangles.map(([x]) => x));
    const top = Math.max(...rectangles.map(([, y, , height]) => y + height));
    const drawn = Array.from({ length: modules.size }, () => Array<number>(modules.size).fill(0));
    for (const [x, y, width] of rectangles) {
      const row = Math.round((top - y) / module) - 1;
      const from = Math.round((x - left) / module);
      for (let column = from; column < from + Math.round(width / module); column++) drawn[row][column] = 1;
    }
    const expected = Array.from({ length: modules.size }, (_unused, row) =>
      Array.from({ length: modules.size }, (_column, column) => modules.get(row, column)),
    );
    expect(drawn).toEqual(expected);
  });
});
