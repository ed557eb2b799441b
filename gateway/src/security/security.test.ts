// The security headers are computed once from helmet and replayed: the same headers as helmet's own middleware on
// a real response, and a refusal at start of any header that would differ between requests.
import http from "node:http";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { staticHeaders } from "./security.ts";

function onRealResponse(apply: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const req = new http.IncomingMessage(null as never);
  req.url = "/healthz";
  const res = new http.ServerResponse(req);
  res.setHeader("X-Powered-By", "something");
  apply(req, res);
  return res.getHeaders();
}

describe("staticHeaders", () => {
  it("sets what helmet's middleware sets, and removes what it removes", () => {
    const middleware = helmet({ crossOriginResourcePolicy: { policy: "cross-origin" }, hsts: { maxAge: 31_536_000 } });
    const replay = staticHeaders(middleware);
    const byHelmet = onRealResponse((req, res) => middleware(req, res, () => undefined));
    const replayed = onRealResponse((_req, res) => replay(res));
    expect(replayed).toEqual(byHelmet);
    expect(replayed["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(replayed["x-powered-by"]).toBeUndefined();
  });

  it("refuses headers that depend on the request, which replaying would freeze", () => {
    const perRequest = helmet({
      contentSecurityPolicy: { directives: { scriptSrc: [(req) => `'nonce-${(req as http.IncomingMessage).url}'`] } },
    });
    expect(() => staticHeaders(perRequest)).toThrow(/depend on the request/);
  });
});
