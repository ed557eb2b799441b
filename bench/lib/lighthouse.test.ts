import { describe, expect, it } from "vitest";
import { lighthouseBudgets, lighthouseTable, medianRun, parseLighthouse, type LighthouseResult } from "./lighthouse.ts";

// Shaped like Lighthouse 12's result: categories reference audits by id with a weight.
const result = (
  overrides: { performance?: number | null; accessibility?: number; cls?: number; headingOrder?: number } = {},
): LighthouseResult => ({
  environment: { benchmarkIndex: 2412.5 },
  categories: {
    performance: {
      score: overrides.performance === undefined ? 0.93 : overrides.performance,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "cumulative-layout-shift", weight: 25 },
        { id: "total-blocking-time", weight: 30 },
        { id: "diagnostics", weight: 0 },
      ],
    },
    accessibility: {
      score: overrides.accessibility ?? 1,
      auditRefs: [
        { id: "heading-order", weight: 3 },
        { id: "color-contrast", weight: 7 },
      ],
    },
    "best-practices": { score: 0.96, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
    seo: { score: 1, auditRefs: [{ id: "meta-description", weight: 1 }] },
  },
  audits: {
    "largest-contentful-paint": { score: 0.95, numericValue: 1834.4, scoreDisplayMode: "numeric" },
    "total-blocking-time": { score: 0.97, numericValue: 120.2, scoreDisplayMode: "numeric" },
    "cumulative-layout-shift": { score: 1, numericValue: overrides.cls ?? 0.012, scoreDisplayMode: "numeric" },
    diagnostics: { score: 0, scoreDisplayMode: "informative" },
    "heading-order": { score: overrides.headingOrder ?? 1, scoreDisplayMode: "binary" },
    "color-contrast": { score: 1, scoreDisplayMode: "binary" },
    "errors-in-console": { score: 0, scoreDisplayMode: "binary" },
    "meta-description": { score: 1, scoreDisplayMode: "binary" },
  },
});

describe("parseLighthouse", () => {
  it("reads the four category scores as 0-100 and LCP, TBT and CLS as numbers", () => {
    expect(parseLighthouse("/courses", result())).toEqual({
      path: "/courses",
      performance: 93,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      lcpMs: 1834.4,
      tbtMs: 120.2,
      cls: 0.012,
      failing: { "best-practices": ["errors-in-console"] },
      benchmarkIndex: 2412.5,
      chromium: null,
    });
  });

  it("names the weighted audits that failed and skips informative ones", () => {
    expect(parseLighthouse("/", result({ accessibility: 0.98, headingOrder: 0 })).failing).toEqual({
      accessibility: ["heading-order"],
      "best-practices": ["errors-in-console"],
    });
  });

  it("keeps the runtime error and null scores of a page that could not be measured", () => {
    const figure = parseLighthouse("/exams", {
      ...result({ performance: null }),
      runtimeError: { code: "NO_NAVSTART", message: "no navigation" },
    });
    expect(figure.performance).toBeNull();
    expect(figure.error).toBe("NO_NAVSTART: no navigation");
  });
});

describe("lighthouseBudgets", () => {
  const byName = (figures: ReturnType<typeof parseLighthouse>[]) =>
    Object.fromEntries(lighthouseBudgets(figures).map((budget) => [budget.name, budget]));

  it("meets every budget at performance 90, accessibility and SEO 100 and CLS under 0.1", () => {
    const budgets = lighthouseBudgets([parseLighthouse("/", result({ performance: 0.9, cls: 0.099 }))]);
    expect(budgets.map((budget) => budget.ok)).toEqual([true, true, true, true]);
  });

  it("misses performance at 89, accessibility at 99 (naming the failing audit) and CLS at 0.1", () => {
    const budgets = byName([
      parseLighthouse("/courses/c1", result({ performance: 0.89, accessibility: 0.99, headingOrder: 0, cls: 0.1 })),
    ]);
    expect(budgets["Lighthouse performance /courses/c1"].ok).toBe(false);
    expect(budgets["Lighthouse accessibility /courses/c1"]).toMatchObject({
      ok: false,
      value: "99 (failing: heading-order)",
    });
    expect(budgets["Lighthouse CLS /courses/c1"]).toMatchObject({ ok: false, value: "0.100" });
    expect(budgets["Lighthouse SEO /courses/c1"].ok).toBe(true);
  });

  it("counts a page that was not measured as missed, not as met", () => {
    const budgets = lighthouseBudgets([
      parseLighthouse("/exams", { categories: {}, audits: {}, runtimeError: { code: "NO_NAVSTART" } }),
    ]);
    expect(budgets.every((budget) => !budget.ok)).toBe(true);
    expect(budgets[0].value).toBe("not measured (NO_NAVSTART)");
  });
});

describe("medianRun", () => {
  const run = (performance: number | null, tbtMs = 100) => ({ ...parseLighthouse("/", result()), performance, tbtMs });

  it("reports the run with the median performance score and every run's score", () => {
    const chosen = medianRun([run(93, 150), run(84, 600), run(90, 300)]);
    expect([chosen.performance, chosen.tbtMs, chosen.performanceRuns]).toEqual([90, 300, [84, 90, 93]]);
  });

  it("takes the lower middle of an even count and leaves out runs that were not measured", () => {
    expect(medianRun([run(95), run(null), run(88), run(91), run(80)]).performance).toBe(88);
    expect(medianRun([run(null), run(91)])).toMatchObject({ performance: 91 });
    expect(medianRun([run(91)]).performanceRuns).toBeUndefined();
  });

  it("keeps a page that no run could measure as not measured", () => {
    expect(medianRun([run(null), run(null)]).performance).toBeNull();
  });
});

describe("lighthouseTable", () => {
  it("writes one Markdown row per page with seconds, milliseconds and the failing audits", () => {
    const [header, , line] = lighthouseTable([{ ...parseLighthouse("/", result()), chromium: "150.0.7871.100" }]);
    expect(header).toContain(
      "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | benchmarkIndex | Chromium |",
    );
    expect(line).toBe(
      "| `/` | 93 | 100 | 96 | 100 | 1.83 s | 120 ms | 0.012 | 2413 | 150.0.7871.100 | errors-in-console |",
    );
  });

  it("shows every run's performance score beside the median's", () => {
    const [, , line] = lighthouseTable([{ ...parseLighthouse("/", result()), performanceRuns: [88, 93, 95] }]);
    expect(line).toMatch(/^\| `\/` \| 93 \(88, 93, 95\) \| 100 \|/);
  });
});

describe("lighthouseMarkdown", () => {
  it("names the Chromium version and the range of benchmarkIndex the pages were measured at", async () => {
    const { lighthouseMarkdown } = await import("./render.ts");
    const page = (path: string) => ({ ...parseLighthouse(path, result()), chromium: "150.0.7871.100" });
    const pages = [page("/"), { ...page("/exams"), benchmarkIndex: 1180.2 }];
    const heading = lighthouseMarkdown({ finishedAt: "2026-11-26T07:00:00.000Z", database: "pglite", pages }).split(
      "\n",
    )[0];
    expect(heading).toContain("Debian Chromium 150.0.7871.100");
    expect(heading).toContain("benchmarkIndex 1180-2413");
  });
});
