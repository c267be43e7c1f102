import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one embedded PGlite instance as a pg-style pool so Kysely's stock
 * PostgresDialect drives it with the same SQL it sends to a PostgreSQL server.
 * PGlite is a single connection, so checkouts are serialised: a transaction
 * holds the connection until it commits, exactly like one pooled pg client.
 */
export function createPGlitePool(db: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const client: PostgresPoolClient = {
    async query<R>(sql: unknown, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
      // Parameterless SQL may hold several statements (migrations); only the
      // simple protocol (exec) accepts that, so use it and report the last result.
      const result = parameters && parameters.length > 0
        ? await db.query<R>(sql as string, parameters as unknown[])
        : ((await db.exec(sql as string)).at(-1) ?? { rows: [], affectedRows: 0 }) as { rows: R[]; affectedRows?: number };
      const command = (sql as string).trimStart().split(/\s+/, 1)[0]?.toUpperCase();
      return {
        command: command as PostgresQueryResult<R>['command'],
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    },
    release() {},
  } as PostgresPoolClient;

  return {
    options: {},
    async connect() {
      let release!: () => void;
      const previous = queue;
      queue = new Promise<void>((resolve) => (release = resolve));
      await previous;
      return { ...client, release: () => release() } as PostgresPoolClient;
    },
    async end() {
      await queue;
      await db.close();
    },
  };
}
