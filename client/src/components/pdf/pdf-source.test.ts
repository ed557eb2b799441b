import { describe, expect, it } from "vitest";
import { fetchPdf, isPdfUrl, pdfPageWidth } from "./pdf-source.ts";

const respond = (body: BodyInit | null, init: ResponseInit) => () => Promise.resolve(new Response(body, init));

describe("fetchPdf", () => {
  it("returns the bytes of a PDF response", async () => {
    const bytes = await fetchPdf("/a.pdf", respond("%PDF-1.7", { headers: { "content-type": "application/pdf" } }));
    expect(new TextDecoder().decode(bytes)).toBe("%PDF-1.7");
  });

  it("refuses other content types with the spec's message", async () => {
    await expect(fetchPdf("/a.pdf", respond("<html>", { headers: { "content-type": "text/html" } }))).rejects.toThrow(
      "File is not a valid PDF. Content-Type: text/html",
    );
  });

  it("uses the server's error field, else the HTTP status line", async () => {
    const json = { headers: { "content-type": "application/json" } };
    await expect(
      fetchPdf("/x.pdf", respond(JSON.stringify({ error: "File not found" }), { status: 404, ...json })),
    ).rejects.toThrow("File not found");
    await expect(
      fetchPdf("/x.pdf", respond("oops", { status: 500, statusText: "Internal Server Error" })),
    ).rejects.toThrow("HTTP 500: Internal Server Error");
  });
});

describe("PDF helpers", () => {
  it("bounds the page width between 240 and 700", () => {
    expect(pdfPageWidth(360)).toBe(328);
    expect(pdfPageWidth(200)).toBe(240);
    expect(pdfPageWidth(1400)).toBe(700);
  });

  it("detects .pdf addresses", () => {
    expect(isPdfUrl("https://x.in/deck.PDF")).toBe(true);
    expect(isPdfUrl("/api/files/a.pdf?v=2")).toBe(true);
    expect(isPdfUrl("deck.pptx")).toBe(false);
  });
});
