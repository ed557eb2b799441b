// The client groups send every query of the client they can fill: a new query whose variables name something the
// bench does not create must be listed as needing other ids, or the whole run stops at its first probe.
import { describe, expect, it } from "vitest";
import { sentQueries } from "./client-queries.ts";
import { FILLED_VARIABLES } from "./client-scenarios.ts";

describe("the client groups' queries", () => {
  it.each([false, true])("require only variables the bench fills (signed in: %s)", (signedIn) => {
    const unfilled = sentQueries(signedIn).flatMap((query) =>
      query.required.filter((name) => !FILLED_VARIABLES.includes(name)).map((name) => `${query.name}: $${name}`),
    );
    expect(unfilled).toEqual([]);
  });
});
