// Database error classification shared by the domain. The PGlite adapter (0.6.x) surfaces constraint
// violations as raw DriverAdapterErrors with the SQLSTATE, while the pg adapter yields Prisma's P-codes.
const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";
const FOREIGN_KEY_VIOLATION = "23503";

function codes(error: unknown): string[] {
  const found: string[] = [];
  for (let current = error as Record<string, unknown> | undefined, depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string") found.push(current.code);
    // Raw queries ($queryRaw) fail with P2010 and carry the adapter's error under meta.driverAdapterError.
    const meta = current.meta as Record<string, unknown> | undefined;
    const cause = (current.cause ?? meta?.driverAdapterError) as Record<string, unknown> | undefined;
    if (cause && typeof cause.originalCode === "string") found.push(cause.originalCode);
    if (cause && typeof cause.kind === "string") found.push(cause.kind);
    current = cause;
  }
  return found;
}

export const isUniqueViolation = (error: unknown) =>
  codes(error).some((code) => code === "P2002" || code === UNIQUE_VIOLATION || code === "UniqueConstraintViolation");

export const isCheckViolation = (error: unknown) => codes(error).some((code) => code === CHECK_VIOLATION);

/** SQLSTATE class 22 (data exception): a value the database cannot take, e.g. a NUL byte in text (22021). */
export const isDataException = (error: unknown) => codes(error).some((code) => /^22[0-9A-Z]{3}$/.test(code));

export const isForeignKeyViolation = (error: unknown) =>
  codes(error).some(
    (code) => code === "P2003" || code === FOREIGN_KEY_VIOLATION || code === "ForeignKeyConstraintViolation",
  );

// SQLSTATE class 08 (connection exception), 57P01-57P03 (server shutting down / cannot connect now) and
// socket-level failures: the database is unreachable rather than the request being wrong.
// Raw queries ($queryRaw) report the pg adapter's error kinds instead of Prisma's P1xxx codes.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "P1001",
  "P1002",
  "P1017",
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|server closed the connection|Cannot use a pool after calling end/i;

export function isConnectionError(error: unknown): boolean {
  if (codes(error).some((code) => CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  for (
    let current = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (typeof current.message === "string" && CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
