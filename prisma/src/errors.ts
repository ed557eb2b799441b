// Database error classification shared by the domain. The PGlite adapter (0.6.x) surfaces constraint
// violations as raw DriverAdapterErrors with the SQLSTATE, while the pg adapter yields Prisma's P-codes.
const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";
const FOREIGN_KEY_VIOLATION = "23503";

function codes(error: unknown): string[] {
  const found: string[] = [];
  for (let current = error as Record<string, unknown> | undefined, depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string") found.push(current.code);
    const cause = current.cause as Record<string, unknown> | undefined;
    if (cause && typeof cause.originalCode === "string") found.push(cause.originalCode);
    if (cause && typeof cause.kind === "string") found.push(cause.kind);
    current = cause;
  }
  return found;
}

export const isUniqueViolation = (error: unknown) =>
  codes(error).some((code) => code === "P2002" || code === UNIQUE_VIOLATION || code === "UniqueConstraintViolation");

export const isCheckViolation = (error: unknown) => codes(error).some((code) => code === CHECK_VIOLATION);

export const isForeignKeyViolation = (error: unknown) =>
  codes(error).some((code) => code === "P2003" || code === FOREIGN_KEY_VIOLATION || code === "ForeignKeyConstraintViolation");
