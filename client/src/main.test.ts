// The entry (main.tsx) as a page evaluates it. On a visitor's server-rendered page it reads only the session's token
// before the visitor's first use (decision 023): a renderer's first read of document.cookie waits on the browser, and
// Lighthouse's 4x factor counts the wait as the page's work (docs/performance.md, item 15). The app's stages are
// replaced by stand-ins that record how the app was started.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const createI18n = vi.fn((language: string) => Promise.resolve({ language }));
const startApp = vi.fn((_container: HTMLElement, options: { adoptMarkup: boolean; onTakeOver?: () => void }) => {
  options.onTakeOver?.();
  return Promise.resolve();
});
const fontsAdded: string[] = [];

beforeEach(() => {
  vi.resetModules();
  vi.doMock("./i18n/i18n.ts", () => ({ createI18n }));
  vi.doMock("./app/router.tsx", () => ({ loadInitialScreen: () => Promise.resolve(null) }));
  vi.doMock("./app/start-app.tsx", () => ({ startApp }));
  const config = { supabaseUrl: "", supabaseAnonKey: "key", apiUrl: "" };
  vi.stubGlobal("fetch", () => Promise.resolve(Response.json(config)));
  vi.stubGlobal(
    "FontFace",
    class {
      constructor(readonly family: string) {}
    },
  );
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { add: (face: { family: string }) => fontsAdded.push(face.family) },
  });
  document.documentElement.lang = "hi";
  document.cookie = "lang=hi; path=/";
  document.body.innerHTML = '<div id="root" inert><main><h1>पाठ्यक्रम</h1></main></div>';
});

afterEach(() => {
  vi.doUnmock("./i18n/i18n.ts");
  vi.doUnmock("./app/router.tsx");
  vi.doUnmock("./app/start-app.tsx");
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  createI18n.mockClear();
  startApp.mockClear();
  fontsAdded.length = 0;
  Reflect.deleteProperty(document, "fonts");
  document.cookie = "lang=; path=/; max-age=0";
  document.documentElement.lang = "en";
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("the browser's entry", () => {
  it("reads no cookie and no stored language on a visitor's page before their first use, then starts in their language", async () => {
    const cookieReads = vi.spyOn(Document.prototype, "cookie", "get");
    const storageReads = vi.spyOn(Storage.prototype, "getItem");

    await import("./main.tsx");
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(cookieReads).not.toHaveBeenCalled();
    expect(storageReads.mock.calls).toEqual([["token"]]);
    // The page is usable, in the server's language with its script's font, and the app waits for the visitor.
    expect(document.getElementById("root")).not.toHaveAttribute("inert");
    expect(fontsAdded).toEqual(["Noto Sans Devanagari"]);
    expect(startApp).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("pointermove"));

    await vi.waitFor(() => expect(startApp).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(cookieReads).toHaveBeenCalled();
    expect(createI18n).toHaveBeenCalledWith("hi", expect.anything());
    expect(startApp.mock.calls[0][1].adoptMarkup).toBe(true);
    expect(localStorage.getItem("vidyapath.language")).toBe("hi");
  });

  it("remembers a language named on a visitor's URL at once, so that the next page the server renders is in it", async () => {
    document.documentElement.lang = "bn";
    document.cookie = "lang=; path=/; max-age=0";
    history.replaceState(null, "", "/courses?lang=bn");
    const cookieReads = vi.spyOn(Document.prototype, "cookie", "get");

    await import("./main.tsx");

    expect(cookieReads).not.toHaveBeenCalled();
    cookieReads.mockRestore();
    expect(document.cookie).toContain("lang=bn");
    expect(localStorage.getItem("vidyapath.language")).toBe("bn");
    expect(fontsAdded).toEqual(["Noto Sans Bengali"]);
    expect(startApp).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("pointermove"));

    await vi.waitFor(() => expect(startApp).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(createI18n).toHaveBeenCalledWith("bn", expect.anything());
  });

  it("starts a signed-in learner's app at once, in the language chosen earlier", async () => {
    localStorage.setItem("token", "a.b.c");

    await import("./main.tsx");

    await vi.waitFor(() => expect(startApp).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(startApp.mock.calls[0][1].adoptMarkup).toBe(false);
    expect(createI18n).toHaveBeenCalledWith("hi", expect.anything());
    expect(document.documentElement.lang).toBe("hi");
  });
});
