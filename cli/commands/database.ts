/**
 * The server's database for the commands that work on it (staff, publish, pull): DATABASE_URL
 * (PostgreSQL) when set, else the embedded one in DATA_DIR, as `serve` uses them, migrated first.
 * A DATABASE_URL that is not a PostgreSQL URL, or that names a server that does not answer, a
 * database that does not exist or a login the server refuses, is a setting to fix: bad usage
 * (exit 2), in one line saying what, where and how, never a stack trace.
 */
import { join, resolve } from 'node:path';
import { EXIT, UsageError } from '../command.js';
import type { Deps } from '../deps.js';

type Db = import('../../server/db.js').Db;

/** The help paragraph of every command that opens the database. */
export const DATABASE_HELP = [
  'The database is the one `shopctl serve` uses: DATABASE_URL (PostgreSQL) when set, else the embedded one in',
  'DATA_DIR (or --data-dir, default ./data). The embedded database serves one process: while a server runs on',
  'the folder, stop it first (exit 2), or use PostgreSQL. A DATABASE_URL that is malformed, or names a server',
  'that does not answer, a database that does not exist or a login it refuses, is exit 2 with what to fix.',
].join('\n');

/** The --data-dir option of the commands that open the database. */
export const DATA_DIR_OPTION = { flags: '--data-dir <dir>', description: 'embedded database folder (default $DATA_DIR or ./data); ignored with DATABASE_URL' } as const;

/** Where a DATABASE_URL points, for messages (never its password). */
export interface DatabaseTarget {
  readonly host: string;
  readonly port: string;
  readonly database: string;
  readonly user: string;
}

const EXAMPLE_URL = 'postgres://user:password@host:5432/database';

/** Permanent codes of the problems with DATABASE_URL (`error.reason` under --json). */
export const DATABASE_REASONS = {
  DATABASE_URL_INVALID: 'DATABASE_URL_INVALID',
  DATABASE_UNREACHABLE: 'DATABASE_UNREACHABLE',
  DATABASE_NOT_FOUND: 'DATABASE_NOT_FOUND',
  DATABASE_LOGIN_REFUSED: 'DATABASE_LOGIN_REFUSED',
} as const;

/** The messages of those problems, by code. */
const MESSAGES = {
  DATABASE_URL_INVALID: (shown: string) =>
    `DATABASE_URL "${shown}" is not a PostgreSQL URL: write it as ${EXAMPLE_URL}, or unset it to use the embedded database in DATA_DIR.`,
  DATABASE_UNREACHABLE: (t: DatabaseTarget, why: string) =>
    `Cannot reach PostgreSQL at ${t.host}:${t.port} (from DATABASE_URL): ${why}. Start PostgreSQL there, or fix the host and port in DATABASE_URL.`,
  DATABASE_NOT_FOUND: (t: DatabaseTarget) =>
    `The database "${t.database}" does not exist on the PostgreSQL server at ${t.host}:${t.port} (from DATABASE_URL). Create it (createdb -h ${t.host} -p ${t.port} -U ${t.user} ${t.database}), or name an existing database in DATABASE_URL.`,
  DATABASE_LOGIN_REFUSED: (t: DatabaseTarget, why: string) =>
    `PostgreSQL at ${t.host}:${t.port} refused the login of "${t.user}" (from DATABASE_URL): ${why}. Fix the user name and password in DATABASE_URL.`,
} as const;

/** `raw` with any password replaced by ***, for a message. */
function withoutPassword(raw: string): string {
  // user:password@ after the scheme's // (or at the start), up to the last @: a password may hold one.
  const at = raw.lastIndexOf('@');
  if (at < 0) return raw;
  const slashes = raw.indexOf('//');
  const colon = raw.indexOf(':', slashes >= 0 && slashes < at ? slashes + 2 : 0);
  return colon >= 0 && colon < at ? `${raw.slice(0, colon + 1)}***${raw.slice(at)}` : raw;
}

/**
 * Where a DATABASE_URL points; a value that is not a postgres:// or postgresql:// URL is bad
 * usage (DATABASE_URL_INVALID). Absent parts are node-postgres's defaults.
 */
export function databaseTarget(raw: string, env: Readonly<Record<string, string | undefined>> = {}): DatabaseTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(MESSAGES.DATABASE_URL_INVALID(withoutPassword(raw)), DATABASE_REASONS.DATABASE_URL_INVALID);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new UsageError(MESSAGES.DATABASE_URL_INVALID(withoutPassword(raw)), DATABASE_REASONS.DATABASE_URL_INVALID);
  }
  const user = decodeURIComponent(url.username) || env.PGUSER || env.USER || 'postgres';
  return {
    host: decodeURIComponent(url.hostname) || url.searchParams.get('host') || env.PGHOST || 'localhost',
    port: url.port || env.PGPORT || '5432',
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || env.PGDATABASE || user,
    user,
  };
}

/** Why a connection failed, in words, from the driver's error (or the error it wraps). */
function unreachableWhy(err: unknown, target: DatabaseTarget): string | undefined {
  const codes: string[] = [];
  const messages: string[] = [];
  const walk = (e: unknown, depth: number): void => {
    if (!e || typeof e !== 'object' || depth > 4) return;
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    if (typeof message === 'string') messages.push(message);
    if (Array.isArray(errors)) for (const inner of errors) walk(inner, depth + 1);
    walk(cause, depth + 1);
  };
  walk(err, 0);
  if (codes.includes('ECONNREFUSED')) return 'the connection was refused (nothing listens on that port)';
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN')) return `the host name "${target.host}" is not known`;
  if (codes.includes('ETIMEDOUT') || codes.includes('EHOSTUNREACH') || codes.includes('ENETUNREACH') || messages.some((m) => /timeout|terminated unexpectedly/i.test(m))) {
    return 'no answer (a wrong address, or a firewall)';
  }
  if (codes.includes('ENOENT')) return `there is no socket at ${target.host}`;
  if (codes.includes('57P03')) return 'the server is starting up or shutting down; try again in a few seconds';
  // Any other failure the server's pool counts as "no database right now" (08xxx: the connection).
  if (codes.includes('DATABASE_UNAVAILABLE') || codes.some((c) => c.startsWith('08'))) return messages[messages.length - 1] ?? 'no connection';
  return undefined;
}

/** A connection failure that a DATABASE_URL setting causes, as bad usage; undefined for anything else. */
export function databaseProblem(err: unknown, target: DatabaseTarget): UsageError | undefined {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === '3D000') return new UsageError(MESSAGES.DATABASE_NOT_FOUND(target), DATABASE_REASONS.DATABASE_NOT_FOUND);
  // 28000: no such role or no pg_hba.conf entry; 28P01: a wrong password; SASL: no password given.
  if (code === '28000' || code === '28P01' || (typeof message === 'string' && message.startsWith('SASL:'))) {
    return new UsageError(MESSAGES.DATABASE_LOGIN_REFUSED(target, String(message)), DATABASE_REASONS.DATABASE_LOGIN_REFUSED);
  }
  const why = unreachableWhy(err, target);
  return why === undefined ? undefined : new UsageError(MESSAGES.DATABASE_UNREACHABLE(target, why), DATABASE_REASONS.DATABASE_UNREACHABLE);
}

/**
 * Opens the server's database (migrated), runs `job`, and closes it. Exit 2 while a server holds
 * an embedded folder, and for a DATABASE_URL to fix (see above).
 */
export async function withDatabase(deps: Deps, options: Readonly<Record<string, unknown>>, job: (db: Db) => Promise<number>): Promise<number> {
  const { openPglite, openPostgres, pgliteSharedBuffersFromEnv } = await import('../../server/db.js');
  const { migrate } = await import('../../server/migrate.js');
  const { acquireDataLock, DataDirLockedError } = await import('../../server/data-lock.js');
  const databaseUrl = deps.env.DATABASE_URL;
  let release = (): void => undefined;
  let db: Db;
  if (databaseUrl) {
    const target = databaseTarget(databaseUrl, deps.env);
    db = await openPostgres(databaseUrl, { max: 2 });
    try {
      // The pool connects on the first statement: one that cannot fail on its own says whether
      // the URL names a database this user can reach.
      await db.query('SELECT 1');
    } catch (err) {
      await db.close().catch(() => undefined);
      throw databaseProblem(err, target) ?? err;
    }
  } else {
    const dataDir = resolve(deps.cwd, String(options.dataDir ?? deps.env.DATA_DIR ?? 'data'));
    try {
      release = acquireDataLock(dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        deps.stderr(`A server is running on ${dataDir} (process ${err.holder.pid} on ${err.holder.host}): its embedded database serves that process only. Stop the server first, or use PostgreSQL (DATABASE_URL) and run shopctl beside it.\n`);
        return EXIT.USAGE;
      }
      throw new UsageError(err instanceof Error ? err.message : String(err));
    }
    try {
      db = await openPglite(join(dataDir, 'pglite'), { sharedBuffersMb: pgliteSharedBuffersFromEnv(deps.env.PGLITE_SHARED_BUFFERS_MB) });
    } catch (err) {
      release();
      throw err;
    }
  }
  try {
    await migrate(db);
    return await job(db);
  } finally {
    await db.close();
    release();
  }
}
