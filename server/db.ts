/**
 * One small storage interface over PostgreSQL SQL, with two adapters: embedded PGlite in a
 * data folder (the default, nothing to install) and a node-postgres pool when DATABASE_URL
 * is set. The same migrations and the same queries run on both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<R> {
  readonly rows: R[];
  readonly rowCount: number;
}

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Embedded PGlite. It has a single connection, so every statement and transaction goes
 * through one queue: a transaction never interleaves with another request's statements.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<R>(sql, [...params]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
  });
  const direct = wrap(lite);
  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => direct.query(sql, params)),
    transaction: (fn) => enqueue(() => lite.transaction((tx) => fn(wrap(tx)))),
    close: () => enqueue(() => lite.close()),
  };
}

/**
 * Default pool size. Each connection is a PostgreSQL backend process competing for the same
 * cores as this server; a few more connections than cores keeps them busy while others wait
 * on the network or a commit flush, and more only adds context switches.
 */
export const DEFAULT_POOL_SIZE = 8;

/** A node-postgres pool on a PostgreSQL server (DATABASE_URL). */
export async function openPostgres(connectionString: string, options: { schema?: string; max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? DEFAULT_POOL_SIZE,
    // A per-suite schema keeps parallel test runs (and tenants) apart on one database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`);
  // Statements with parameters are named, so each connection parses and plans them once and
  // then only binds values. Parameterless ones (migrations, DDL) stay unnamed.
  const names = new Map<string, string>();
  const nameOf = (sql: string): string => {
    let name = names.get(sql);
    if (!name) {
      name = `q${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const res = params.length > 0 ? await c.query({ name: nameOf(sql), text: sql, values: [...params] }) : await c.query(sql);
      return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
    },
  });
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  schema?: string | undefined;
  poolSize?: number | undefined;
}): Promise<Db> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, { ...(opts.schema ? { schema: opts.schema } : {}), ...(opts.poolSize ? { max: opts.poolSize } : {}) });
  }
  return openPglite(opts.dataDir);
}
