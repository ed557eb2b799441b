import { describe, expect, it } from "vitest";
import { fileAddress, lastUrlEntry } from "./file-address.ts";

const api = "https://api.example.in";

describe("fileAddress", () => {
  it("keeps absolute http and https addresses", () => {
    expect(fileAddress(api, "https://cdn.example.com/a.pdf")).toBe("https://cdn.example.com/a.pdf");
    expect(fileAddress(api, "http://cdn.example.com/v.mp4")).toBe("http://cdn.example.com/v.mp4");
  });

  it("prefixes paths already on the files route with the API host", () => {
    expect(fileAddress(api, "/api/files/avatars/u1.png")).toBe(`${api}/api/files/avatars/u1.png`);
  });

  it("maps storage-folder and /files/ paths to the files route", () => {
    expect(fileAddress(api, "storage/lesson-content/notes.pdf")).toBe(`${api}/api/files/lesson-content/notes.pdf`);
    expect(fileAddress(api, "/uploads/avatars/a.png")).toBe(`${api}/api/files/avatars/a.png`);
    expect(fileAddress(api, "/files/decks/deck.pdf")).toBe(`${api}/api/files/decks/deck.pdf`);
    expect(fileAddress(api + "/", "slides/x.pdf")).toBe(`${api}/api/files/slides/x.pdf`);
  });

  it("puts a bare name under lesson-content", () => {
    expect(fileAddress(api, "intro.mp4")).toBe(`${api}/api/files/lesson-content/intro.mp4`);
    expect(fileAddress(api, "/storage/my deck.pdf")).toBe(`${api}/api/files/lesson-content/my%20deck.pdf`);
  });

  it("uses the last entry of a comma-separated list and rejects blanks", () => {
    expect(fileAddress(api, "old.pdf, https://x.in/new.pdf")).toBe("https://x.in/new.pdf");
    expect(fileAddress(api, "")).toBeNull();
    expect(fileAddress(api, null)).toBeNull();
    expect(lastUrlEntry(" , ")).toBeNull();
  });
});
