/**
 * One small storage interface over PostgreSQL SQL, with two adapters: embedded PGlite in a
 * data folder (the default, nothing to install) and a node-postgres pool when DATABASE_URL
 * is set. The same migrations and the same queries run on both.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, parse as pgliteParse } from '@electric-sql/pglite';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors.js';

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
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (PostgreSQL: on a dedicated connection,
   * reopened after a failure, with `onNotify(null)` once it is back so the caller re-reads what
   * it may have missed; PGlite: in process). Resolves to a function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Shared buffers of the embedded database in MB (PostgreSQL's `shared_buffers`, its page cache),
 * unless PGLITE_SHARED_BUFFERS_MB says otherwise. PGlite's own default is 128 MB, and PGlite's
 * Postgres writes all of it at start, so the server would be resident at 128 MB more from the
 * first second. Pages not in the buffers are read from the data folder's files (the operating
 * system's file cache), so a smaller cache costs little on a database of this size.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** PGLITE_SHARED_BUFFERS_MB (whole MB, 1 to 1024), else the default; throws a message naming the variable. */
export function pgliteSharedBuffersFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1024) {
    throw new Error(`PGLITE_SHARED_BUFFERS_MB must be a whole number of megabytes from 1 to 1024, not "${raw}". Unset it to use the default (${DEFAULT_PGLITE_SHARED_BUFFERS_MB}).`);
  }
  return n;
}

/** PGlite's start parameters with our shared buffers (a `-c` on the command line wins over postgresql.conf). */
function pgliteStartParams(sharedBuffersMb: number): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

/**
 * Creates a new PGlite database in `dataDir` in a separate Node process. PGlite runs initdb with
 * a second, temporary Postgres instance (its own WebAssembly heap) and a tarball of the new
 * folder; in the server's process these stay until a garbage collection finds them, and the
 * memory they took is not all given back even then (the server was resident at 500 MB more
 * after creating its folder than after opening an existing one). A process of its own gives all
 * of it back when it ends. Resolves once the folder holds a database.
 */
async function createPgliteDir(dataDir: string, sharedBuffersMb: number): Promise<void> {
  const script = [
    "const { PGlite } = require(process.env.PGLITE_MODULE);",
    'PGlite.create(process.env.PGLITE_DIR, { startParams: JSON.parse(process.env.PGLITE_START_PARAMS) })',
    '  .then((db) => db.close())',
    '  .catch((err) => { console.error(err && err.stack ? err.stack : String(err)); process.exit(1); });',
  ].join('\n');
  const env = {
    ...process.env,
    PGLITE_MODULE: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
    PGLITE_DIR: dataDir,
    PGLITE_START_PARAMS: JSON.stringify(pgliteStartParams(sharedBuffersMb)),
  };
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['-e', script], { env, maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (err) reject(new Error(`Creating the embedded database in ${dataDir} failed: ${stderr.trim() || err.message}`));
      else resolve();
    });
  });
}

/**
 * With `liftoffOnly` (the server's default; PGLITE_LIFTOFF_ONLY=0 turns it off), PGlite's
 * WebAssembly Postgres is compiled by V8's baseline compiler (Liftoff) alone, for every instance
 * created afterwards in this process (a V8 flag, set once; the server compiles no other
 * WebAssembly). Otherwise V8 recompiles the hot functions with its optimizing compiler
 * (TurboFan) while the server runs, which keeps a second copy of their code and leaves the
 * compiler's working memory in the allocator: 70 to 90 MB resident after 10,000 orders. The
 * optimized code did not make an order measurably cheaper (server CPU per order within the
 * machine's noise, 3 runs each way; see the README's Benchmarks).
 */
let liftoffOnlySet = false;
function compileWithLiftoffOnly(): void {
  if (liftoffOnlySet) return;
  setFlagsFromString('--liftoff-only');
  liftoffOnlySet = true;
}

/** PGLITE_LIFTOFF_ONLY: unset, empty, 1 or true compiles the embedded Postgres with V8's baseline compiler only; 0 or false lets V8 optimize its hot code too. */
export function pgliteLiftoffOnlyFromEnv(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`PGLITE_LIFTOFF_ONLY must be 1 (or true, the default) to compile the embedded database with V8's baseline compiler only, or 0 (or false) to let V8 optimize its hot code too, not "${raw}".`);
}

export interface PgliteOptions {
  /** shared_buffers in MB (default DEFAULT_PGLITE_SHARED_BUFFERS_MB; env PGLITE_SHARED_BUFFERS_MB). */
  readonly sharedBuffersMb?: number | undefined;
  /** Compile Postgres with V8's baseline compiler only (less memory; the server's default, env PGLITE_LIFTOFF_ONLY). */
  readonly liftoffOnly?: boolean | undefined;
}

/** Statements PGlite keeps prepared at once; a statement text beyond them is parsed each time. */
const PGLITE_PREPARED_MAX = 500;

/**
 * Statements with parameters on PGlite, prepared once per statement text and then run as one
 * protocol message (bind, describe, execute, sync). PGlite's own query() parses, plans and
 * describes the statement every time, in six calls into the database; for a placed order that
 * was about a third of the embedded database's time. Values are turned into text and rows parsed
 * by PGlite's own serializers and parsers, so results are what query() returns. The protocol
 * messages are framed by node-postgres's pg-protocol: PGlite's own framing measures each string's
 * UTF-8 length a character at a time in JavaScript, about 95 µs for an order's 8 KB bind message
 * against 14 µs.
 */
function preparedPglite(lite: PGlite): { query<R>(sql: string, params: readonly unknown[] | undefined, tx: Pick<PGlite, 'query'> | undefined): Promise<QueryResult<R>> } {
  const statements = new Map<string, { readonly name: string; readonly paramTypes: readonly number[] }>();
  const message = (parts: readonly Uint8Array[]): Uint8Array => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };
  return {
    async query<R>(sql: string, params: readonly unknown[] = [], tx: Pick<PGlite, 'query'> | undefined): Promise<QueryResult<R>> {
      let statement = statements.get(sql);
      if (!statement && (params.length === 0 || statements.size >= PGLITE_PREPARED_MAX)) {
        // In a transaction through its own handle: PGlite's query() would wait for the transaction.
        const res = await (tx ?? lite).query<R>(sql, [...params]);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      }
      if (!statement) {
        const name = `p${statements.size + 1}`;
        const described = await lite.execProtocol(message([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(described.messages) };
        statements.set(sql, statement);
      }
      const types = statement.paramTypes;
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const toText = lite.serializers[types[i] ?? 0];
        return toText ? toText(v) : String(v);
      });
      const res = await lite.execProtocol(
        message([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: tx === undefined },
      );
      const out = pgliteParse.parseResults(res.messages, lite.parsers)[0];
      return { rows: (out?.rows ?? []) as R[], rowCount: out?.affectedRows ?? out?.rows.length ?? 0 };
    },
  };
}

/**
 * Embedded PGlite. It has a single connection, so every statement and transaction goes
 * through one queue: a transaction never interleaves with another request's statements.
 * A new data folder is created by a separate process (createPgliteDir); `memory://` (tests)
 * is created in this one.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Db> {
  const sharedBuffersMb = options.sharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  if (dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await createPgliteDir(dataDir, sharedBuffersMb);
  }
  if (options.liftoffOnly) compileWithLiftoffOnly();
  const lite = await PGlite.create(dataDir, { startParams: pgliteStartParams(sharedBuffersMb) });
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  };
  const prepared = preparedPglite(lite);
  const direct: Queryable = { query: (sql, params) => prepared.query(sql, params, undefined) };
  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => direct.query(sql, params)),
    transaction: (fn) =>
      enqueue(() =>
        lite.transaction((tx) => fn({ query: (sql, params) => prepared.query(sql, params, tx) })),
      ),
    async listen(channel, onNotify) {
      const stop = await enqueue(() => lite.listen(channel, (payload) => onNotify(payload)));
      return () => enqueue(() => stop());
    },
    close: () => enqueue(() => lite.close()),
  };
}

/**
 * Default pool size. Each connection is a PostgreSQL backend process competing for the same
 * cores as this server. An order's commit waits for its WAL flush, and commits that wait
 * together share one flush: on 2 cores with 32 customers ordering at once, 16 connections
 * placed 1,820 orders/s where 8 placed 1,480-1,610 (the pool's queue held the orders that
 * could have shared a flush) and 32 placed 1,770 (`npm run bench:server`, README).
 */
export const DEFAULT_POOL_SIZE = 16;

/**
 * How long a request waits for a pooled connection (a free one, or a new one to the server)
 * before it fails with DATABASE_UNAVAILABLE. A stopped server refuses at once; this bounds the
 * rest (an unreachable host, a pool whose connections are all stuck).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

/** A driver failure that means "no database right now" becomes DatabaseUnavailableError (503). */
function asDbError(err: unknown): unknown {
  return isDatabaseUnavailable(err) ? new DatabaseUnavailableError(err) : err;
}

/**
 * A node-postgres pool on a PostgreSQL server (DATABASE_URL). It survives a restart of the
 * server: while it is down every statement fails fast with DatabaseUnavailableError, broken
 * connections are dropped from the pool, and new ones are opened once it answers again.
 */
export async function openPostgres(connectionString: string, options: { schema?: string; max?: number; connectTimeoutMs?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // TCP keep-alive notices a peer that vanished without closing (a host gone, a cut network).
    keepAlive: true,
    // A per-suite schema keeps parallel test runs (and tenants) apart on one database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection the server closes (a restart sends 57P01 to every backend) makes its client
  // emit 'error'. The pool listens only while the client is idle and then discards it; a client
  // checked out for a transaction has no listener of the pool's, and an unheard 'error' event
  // would end the process. So every client keeps a listener of its own for its whole life: the
  // failure still reaches the statement that was running (or the next one), and release()
  // discards the client because it is no longer queryable.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`);
  // Statements with parameters are named, so each connection parses and plans them once and
  // then only binds values. Parameterless ones (migrations, DDL) stay unnamed. A new connection
  // (after a restart) prepares them again: node-postgres tracks them per connection.
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
      try {
        const res = params.length > 0 ? await c.query({ name: nameOf(sql), text: sql, values: [...params] }) : await c.query(sql);
        return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
      } catch (err) {
        throw asDbError(err);
      }
    },
  });
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    async transaction(fn) {
      const client = await pool.connect().catch((err: unknown) => {
        throw asDbError(err);
      });
      const tx = wrap(client);
      let broken: Error | undefined;
      try {
        await tx.query('BEGIN');
        const out = await fn(tx);
        await tx.query('COMMIT');
        return out;
      } catch (err) {
        if (err instanceof DatabaseUnavailableError) broken = err;
        else await client.query('ROLLBACK').catch((rollbackErr: unknown) => (broken = rollbackErr as Error));
        throw err;
      } finally {
        // A client whose connection failed is destroyed, not returned to the pool.
        client.release(broken);
      }
    },
    listen: (channel, onNotify) => listenPostgres(connectionString, options.schema, channel, onNotify),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements). When it
 * fails (a restart, a cut network) it is reopened after a second, and `onNotify(null)` tells the
 * caller to read the table again: notifications sent meanwhile are not replayed.
 */
async function listenPostgres(connectionString: string, schema: string | undefined, channel: string, onNotify: (payload: string | null) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: DEFAULT_CONNECT_TIMEOUT_MS, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    const reopen = (): void => {
      if (stopped || client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      retry = setTimeout(() => void open().then(() => onNotify(null), reopen), 1000);
      retry.unref();
    };
    client = c;
    c.on('error', reopen);
    c.on('end', reopen);
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? null);
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export async function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  schema?: string | undefined;
  poolSize?: number | undefined;
  pgliteSharedBuffersMb?: number | undefined;
  pgliteLiftoffOnly?: boolean | undefined;
}): Promise<Db> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, { ...(opts.schema ? { schema: opts.schema } : {}), ...(opts.poolSize ? { max: opts.poolSize } : {}) });
  }
  return openPglite(opts.dataDir, { sharedBuffersMb: opts.pgliteSharedBuffersMb, liftoffOnly: opts.pgliteLiftoffOnly });
}
