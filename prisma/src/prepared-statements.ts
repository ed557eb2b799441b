// Prepared statements for the domain's hot SQL on PostgreSQL: parsed and planned once per pooled connection
// instead of on every call (the progress report's statement cost PostgreSQL ~0.4 ms of CPU to plan each time).
import type pg from "pg";

export type RawQuery = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

/**
 * PgBouncer in transaction mode (Supabase's pooler on port 6543) hands each statement to any server connection,
 * where a statement prepared on another one does not exist; Prisma's convention marks such URLs.
 */
export const usesTransactionPooler = (url: string) => new URL(url).searchParams.get("pgbouncer") === "true";

/**
 * Named statements, one name per SQL text: pg prepares each once per pooled connection. The texts come from the
 * code (values are parameters), so the set is small; past the limit a text runs unnamed rather than growing it.
 */
export function preparedStatements(pool: pg.Pool, limit = 500): RawQuery {
  const names = new Map<string, string>();
  return async (text, params) => {
    let name = names.get(text);
    if (!name && names.size < limit) names.set(text, (name = `vp_${names.size}`));
    return (await pool.query({ name, text, values: params as unknown[] })).rows;
  };
}
