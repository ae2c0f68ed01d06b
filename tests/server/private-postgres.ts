/**
 * A private PostgreSQL cluster for one test file: initdb into a temporary folder, started on a
 * free port of 127.0.0.1 with trust authentication, so a suite can stop and start it without
 * any other suite seeing the shared server go down. The binaries are found in PG_BIN, then
 * /usr/lib/postgresql/<newest>/bin, then on PATH. initdb and postgres refuse to run as root:
 * as root the cluster runs as the `postgres` system user (runuser), its folder owned by it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The folder holding initdb, pg_ctl and postgres, or undefined when PostgreSQL is not installed. */
export function findPostgresBin(): string | undefined {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b)));
  if (process.env.PG_BIN && has(process.env.PG_BIN)) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => has(join(root, v, 'bin'))).sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8', timeout: 5000 }).trim();
    if (initdb && has(dirname(initdb))) return dirname(initdb);
  } catch {
    // not on PATH
  }
  return undefined;
}

/** A port nobody listens on right now (the kernel's pick for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  readonly port: number;
  /** Connection string of `database` on this cluster (user postgres, trust authentication). */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl start`; resolves when the server accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`; resolves when the server is down. */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (immediate) and removes the folder; never throws. Synchronous, so it also runs on process exit. */
  destroy(): void;
  /** The server's log so far (for failure messages). */
  log(): string;
}

/** initdb a new cluster in a temporary folder and start it on a free port. */
export async function createPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-private-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  if (asRoot) {
    let ids: string[];
    try {
      ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split('\n').concat(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    } catch {
      rmSync(dir, { recursive: true, force: true });
      throw new Error('Running as root, and PostgreSQL refuses root: a "postgres" system user is needed to run the private cluster (or run the tests as another user).');
    }
    chownSync(dir, Number(ids[0]), Number(ids[1]));
  }
  /** argv of a PostgreSQL binary, run as the postgres user when we are root (runuser, else su). */
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((f) => existsSync(f));
  const quote = (a: string) => `'${a.replace(/'/g, `'\\''`)}'`;
  const argv = (tool: string, args: string[]): [string, string[]] => {
    if (!asRoot) return [join(bin, tool), args];
    if (runuser) return [runuser, ['-u', 'postgres', '--', join(bin, tool), ...args]];
    return ['su', ['postgres', '-s', '/bin/sh', '-c', [join(bin, tool), ...args].map(quote).join(' ')]];
  };
  const exec = async (tool: string, args: string[], timeout: number): Promise<void> => {
    const [file, rest] = argv(tool, args);
    try {
      await run(file, rest, { timeout, encoding: 'utf8' });
    } catch (err) {
      const e = err as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${tool} ${args.join(' ')} failed: ${e.stderr || e.stdout || e.message}\n${readLog()}`);
    }
  };
  const readLog = (): string => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  const port = await freePort();
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--no-locale'], 60_000);
  // Unix socket in the private folder: nothing is written to /var/run/postgresql.
  const serverOptions = `-p ${port} -h 127.0.0.1 -k ${dir}`;
  const cluster: PrivatePostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url('postgres'), connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    start: () => exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', serverOptions, 'start'], 40_000),
    stop: (mode = 'fast') => exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop'], 40_000),
    destroy() {
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        const [file, rest] = argv('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '20', 'stop']);
        try {
          execFileSync(file, rest, { stdio: 'ignore', timeout: 25_000 });
        } catch {
          // already stopped
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
    log: readLog,
  };
  try {
    await cluster.start();
  } catch (err) {
    cluster.destroy();
    throw err;
  }
  return cluster;
}
