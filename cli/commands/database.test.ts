/**
 * The commands that open the server's database (staff, publish, pull) with a DATABASE_URL to fix:
 * one line saying what, where and how, exit 2, and the JSON error under --json; never a stack.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PG_URL, postgresAvailable } from '../../tests/server/harness.js';
import { databaseTarget } from './database.js';
import { REPO_ROOT, TUESDAY_NOON, runShopctl } from './testing.js';

interface JsonError {
  ok: boolean;
  exitCode: number;
  error: { code: string; reason?: string; message: string };
}

/** Runs shopctl with DATABASE_URL set; the text error is one line, and under --json it is the same line on stdout. */
async function withUrl(url: string, argv: string[]): Promise<{ code: number; err: string; json: JsonError }> {
  const r = await runShopctl([...argv, '--json'], {}, TUESDAY_NOON, { DATABASE_URL: url });
  expect(r.err.split('\n')).toHaveLength(2);
  expect(r.err).not.toMatch(/\n\s+at /);
  const json = JSON.parse(r.out) as JsonError;
  expect(json.error.message).toBe(r.err.trim());
  return { code: r.code, err: r.err, json };
}

describe('DATABASE_URL problems are bad usage (exit 2) in one line', () => {
  it('a value that is not a PostgreSQL URL, with any password hidden', async () => {
    for (const [url, shown] of [
      ['notaurl', 'notaurl'],
      ['mysql://app:hunter22@db.example.com/shop', 'mysql://app:***@db.example.com/shop'],
      ['127.0.0.1:5432/test', '127.0.0.1:5432/test'],
      ['mysql://app:p@ss@db.example.com/shop', 'mysql://app:***@db.example.com/shop'],
      ['app:hunter22@db.example.com/shop', 'app:***@db.example.com/shop'],
    ] as const) {
      const r = await withUrl(url, ['staff', 'list']);
      expect(r.code, url).toBe(2);
      expect(r.json).toEqual({
        ok: false,
        exitCode: 2,
        error: {
          code: 'USAGE',
          reason: 'DATABASE_URL_INVALID',
          message: `DATABASE_URL "${shown}" is not a PostgreSQL URL: write it as postgres://user:password@host:5432/database, or unset it to use the embedded database in DATA_DIR.`,
        },
      });
      expect(r.err).not.toContain('hunter22');
      expect(r.err).not.toContain('p@ss');
    }
  });

  it('a server that does not answer, for staff, publish and pull', async () => {
    // Port 1 on this machine: nothing listens there, so the connection is refused at once.
    const url = 'postgres://app:hunter22@127.0.0.1:1/shop';
    const expected =
      'Cannot reach PostgreSQL at 127.0.0.1:1 (from DATABASE_URL): the connection was refused (nothing listens on that port). Start PostgreSQL there, or fix the host and port in DATABASE_URL.';
    for (const argv of [['staff', 'list'], ['publish', 'shops/test'], ['pull', 'test']]) {
      const r = await withUrl(url, argv);
      expect([r.code, r.json.error.reason, r.json.error.message], argv.join(' ')).toEqual([2, 'DATABASE_UNREACHABLE', expected]);
    }
  });

  it('a host name that does not resolve', async () => {
    const r = await withUrl('postgres://postgres@no-such-host.invalid:5432/test', ['staff', 'list']);
    expect([r.code, r.json.error.reason]).toEqual([2, 'DATABASE_UNREACHABLE']);
    expect(r.json.error.message).toBe(
      'Cannot reach PostgreSQL at no-such-host.invalid:5432 (from DATABASE_URL): the host name "no-such-host.invalid" is not known. Start PostgreSQL there, or fix the host and port in DATABASE_URL.',
    );
  });

  it('the real process prints no stack trace', async () => {
    const run = promisify(execFile);
    const failure = await run(process.execPath, ['--import', 'tsx', 'cli/main.ts', 'staff', 'list', '--json'], { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: 'notaurl' } }).then(
      () => undefined,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failure?.code).toBe(2);
    expect(JSON.parse(failure!.stdout).error.reason).toBe('DATABASE_URL_INVALID');
    expect(failure!.stderr).not.toContain('unexpected problem');
  }, 30_000);
});

describe.skipIf(!(await postgresAvailable()))('DATABASE_URL problems a PostgreSQL server reports', () => {
  const base = new URL(PG_URL);
  const where = `${base.hostname}:${base.port || '5432'}`;

  it('a database that does not exist', async () => {
    const url = new URL(PG_URL);
    url.pathname = '/shopctl_no_such_database';
    for (const argv of [['staff', 'list'], ['publish', 'shops/test'], ['pull', 'test']]) {
      const r = await withUrl(url.href, argv);
      expect([r.code, r.json.error.reason], argv.join(' ')).toEqual([2, 'DATABASE_NOT_FOUND']);
      expect(r.json.error.message).toBe(
        `The database "shopctl_no_such_database" does not exist on the PostgreSQL server at ${where} (from DATABASE_URL). Create it (createdb -h ${base.hostname} -p ${base.port || '5432'} -U ${decodeURIComponent(base.username) || 'postgres'} shopctl_no_such_database), or name an existing database in DATABASE_URL.`,
      );
    }
  });

  it('a login the server refuses', async () => {
    const url = new URL(PG_URL);
    url.username = 'shopctl_no_such_role';
    url.password = 'hunter22';
    const r = await withUrl(url.href, ['staff', 'list']);
    expect([r.code, r.json.error.reason]).toEqual([2, 'DATABASE_LOGIN_REFUSED']);
    expect(r.json.error.message).toMatch(new RegExp(`^PostgreSQL at ${where} refused the login of "shopctl_no_such_role" \\(from DATABASE_URL\\): .+\\. Fix the user name and password in DATABASE_URL\\.$`));
    expect(r.err).not.toContain('hunter22');
  });
});

describe('databaseTarget', () => {
  it('reads host, port, database and user, with node-postgres defaults for the parts left out', () => {
    expect(databaseTarget('postgresql://ana:pw@db.example.com:6543/orders?sslmode=require')).toEqual({ host: 'db.example.com', port: '6543', database: 'orders', user: 'ana' });
    expect(databaseTarget('postgres:///orders?host=/var/run/postgresql', { USER: 'ana' })).toEqual({ host: '/var/run/postgresql', port: '5432', database: 'orders', user: 'ana' });
    expect(databaseTarget('postgres://db.example.com', { PGUSER: 'svc' })).toEqual({ host: 'db.example.com', port: '5432', database: 'svc', user: 'svc' });
  });
});
