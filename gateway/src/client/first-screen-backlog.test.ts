// Under more page requests than the renderer keeps up with, the gateway answers the plain shell (the browser then
// renders the page) instead of queueing renders in the worker without bound (first-screen.ts, MAX_RENDERS_IN_FLIGHT).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicSite, type PublicContent } from "../../test/public-content.ts";
import type { TestGateway } from "../../test/start-gateway.ts";
import { MAX_RENDERS_IN_FLIGHT } from "./first-screen.ts";

let gateway: TestGateway;
let content: PublicContent;

beforeAll(async () => {
  ({ gateway, content } = await startPublicSite());
}, 120_000);
afterAll(() => gateway.close());

const serverRendered = (html: string) => html.includes('<div id="root" inert>');

/** Asks for `url` until it arrives server-rendered (a few tries): fails when it never does. */
async function renderedOnce(url: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await fetch(`${gateway.url}${url}`, { headers: { accept: "text/html" } });
    if (serverRendered(await response.text())) return;
  }
  throw new Error(`${url} was never server-rendered`);
}

describe("first screens under a burst", () => {
  it("renders at most a few pages at once and answers the rest with the working shell", async () => {
    // The renderer's worker starts with the first page; on a busy machine that start alone can pass the render timeout.
    await renderedOnce(`/courses/${content.course.id}`);
    // Distinct addresses, so no answer comes from the rendered pages kept in memory.
    const burst = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const response = await fetch(`${gateway.url}/courses?from=${index}`, { headers: { accept: "text/html" } });
        return { status: response.status, html: await response.text() };
      }),
    );
    expect(burst.map((page) => page.status)).toEqual(burst.map(() => 200));
    const rendered = burst.filter((page) => serverRendered(page.html)).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(MAX_RENDERS_IN_FLIGHT);
    // The shell loads the app, which renders the page itself.
    expect(burst.find((page) => !serverRendered(page.html))?.html).toContain('<div id="root"></div>');
    // Once the burst is over, pages are rendered again.
    await renderedOnce("/courses?after=burst");
  }, 120_000);
});
