// The gateway answers 503 (not 500) when the database is unreachable, whichever Prisma call noticed it.
import { describe, expect, it } from "vitest";
import { isConnectionError, isUniqueViolation } from "./errors.ts";

/** The shape of a failed $queryRaw: P2010 with the pg adapter's error under meta.driverAdapterError. */
const rawQueryFailure = (cause: Record<string, unknown>) => ({
  code: "P2010",
  message: "Raw query failed.",
  meta: { driverAdapterError: { name: "DriverAdapterError", message: "adapter error", cause } },
});

describe("database error classification", () => {
  it("reads an unreachable database from model queries and from raw queries", () => {
    expect(isConnectionError({ code: "P1001", message: "Can't reach database server" })).toBe(true);
    for (const kind of ["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]) {
      expect(isConnectionError(rawQueryFailure({ kind })), kind).toBe(true);
    }
    expect(isConnectionError(rawQueryFailure({ kind: "postgres", originalCode: "57P01" }))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("does not take bad input for an outage", () => {
    expect(isConnectionError(rawQueryFailure({ kind: "postgres", originalCode: "23505" }))).toBe(false);
    expect(isUniqueViolation(rawQueryFailure({ kind: "postgres", originalCode: "23505" }))).toBe(true);
    expect(isConnectionError(new Error("syntax error at or near"))).toBe(false);
  });
});
