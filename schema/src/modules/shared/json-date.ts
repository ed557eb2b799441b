// Rows read as JSON through the driver (decision 007): to_jsonb writes timestamps as text.

/** A timestamp from to_jsonb: with an offset for timestamptz columns, without one (UTC, as Prisma stores) otherwise. */
export const jsonDate = (value: unknown): Date | null => {
  if (value === null || value === undefined) return null;
  const text = String(value);
  return new Date(/(Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`);
};
