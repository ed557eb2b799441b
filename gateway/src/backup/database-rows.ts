// The database's part of a backup in a portable form (decision 034): every table of the app's schema as JSON rows
// (row_to_json out, json_populate_recordset in), the same SQL on PGlite and PostgreSQL, so a snapshot of either
// loads into either. pg-boss's own schema is left out: its jobs are re-sent from the rows they work on.

/** One connection (or PGlite's one session); every statement of an export runs in its snapshot. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

const MIGRATIONS_TABLE = "_prisma_migrations";
/** Rows per FETCH and per INSERT: a few MB of JSON at most for this schema's widest rows. */
const BATCH = 500;

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function appTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> $1 ORDER BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** The migrations applied, in order; empty when the schema was never migrated. */
export async function appliedMigrations(session: SqlSession): Promise<string[]> {
  const [table] = await session.query<{ exists: boolean }>(
    `SELECT to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)) IS NOT NULL AS exists`,
    [MIGRATIONS_TABLE],
  );
  if (!table?.exists) return [];
  const rows = await session.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${quoteIdent(MIGRATIONS_TABLE)}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}

export async function sequenceStates(
  session: SqlSession,
): Promise<Record<string, { lastValue: string; isCalled: boolean }>> {
  const names = await session.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const states: Record<string, { lastValue: string; isCalled: boolean }> = {};
  for (const { name } of names) {
    const [state] = await session.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${quoteIdent(name)}`,
    );
    states[name] = { lastValue: state.last_value, isCalled: state.is_called };
  }
  return states;
}

/** The table's rows, one JSON text per row, read through a cursor in batches (the caller holds a transaction). */
export async function* tableRows(session: SqlSession, table: string): AsyncIterable<string> {
  const cursor = quoteIdent(`backup_${table}`);
  await session.query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${quoteIdent(table)} t`,
  );
  try {
    for (;;) {
      const rows = await session.query<{ j: string }>(`FETCH ${BATCH} FROM ${cursor}`);
      for (const row of rows) yield row.j;
      if (rows.length < BATCH) break;
    }
  } finally {
    await session.query(`CLOSE ${cursor}`);
  }
}

/**
 * Loading runs in the caller's transaction: foreign keys are dropped and re-created around the load (pg_dump's
 * order; the re-creation checks every row, self-references such as a certificate's replacement included) and the
 * tables' own triggers are off, since the rows already hold what the triggers would write (the content version).
 */
export async function prepareLoad(session: SqlSession, tables: string[]): Promise<() => Promise<void>> {
  const foreignKeys = await session.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  for (const key of foreignKeys)
    await session.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdent(key.name)}`);
  for (const table of tables) await session.query(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`);
  // Migrations insert rows of their own (the content version's single row): the archive's replace them.
  if (tables.length > 0) await session.query(`TRUNCATE ${tables.map(quoteIdent).join(", ")}`);
  return async () => {
    for (const table of tables) await session.query(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`);
    for (const key of foreignKeys)
      await session.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
  };
}

/** Inserts JSON rows (as `tableRows` wrote them) in batches; returns how many. */
export async function loadRows(session: SqlSession, table: string, lines: AsyncIterable<string>): Promise<number> {
  const columns = await session.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
     WHERE a.attrelid = to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1))
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
    [table],
  );
  if (columns.length === 0) throw new Error(`The archive holds rows of ${table}, a table this version does not have`);
  const list = columns.map((column) => quoteIdent(column.name)).join(", ");
  const insert = `INSERT INTO ${quoteIdent(table)} (${list}) OVERRIDING SYSTEM VALUE
    SELECT ${list} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`;
  let batch: string[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await session.query(insert, [`[${batch.join(",")}]`]);
    count += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

export async function restoreSequences(
  session: SqlSession,
  states: Record<string, { lastValue: string; isCalled: boolean }>,
): Promise<void> {
  for (const [name, state] of Object.entries(states)) {
    await session.query(
      `SELECT setval(to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1)), $2::bigint, $3)`,
      [name, state.lastValue, state.isCalled],
    );
  }
}
