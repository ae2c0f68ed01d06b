/**
 * Starts a real server (port 0, temp data dir) on PGlite or on PostgreSQL (a fresh schema per
 * suite, dropped afterwards) and talks to it over HTTP. PostgreSQL is at DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test; when it cannot be reached the PostgreSQL suites are
 * skipped with a warning, unless REQUIRE_POSTGRES=1 makes that a failure.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createOfflineSmsProvider, type SmsMessage } from '../../server/sms.js';
import { startServer, type RunningServer, type ServerOptions } from '../../server/index.js';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO = join(HERE, '..', '..');
export const FIXTURE_SHOPS = join(HERE, 'fixtures', 'shops');
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Wednesday 2025-06-18, 12:00 in Los Angeles: inside the fixture shop's hours. */
export const NOON_WEDNESDAY = Date.parse('2025-06-18T19:00:00Z');

export type Backend = 'pglite' | 'postgres';

async function canReach(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let postgresUp: Promise<boolean> | undefined;
/** True when PostgreSQL answers (tries to start the local cluster once when it does not). */
export function postgresAvailable(): Promise<boolean> {
  postgresUp ??= (async () => {
    if (await canReach(PG_URL)) return true;
    try {
      const versions = execSync('ls /etc/postgresql', { encoding: 'utf8', timeout: 5000 }).trim().split(/\s+/);
      for (const v of versions) execSync(`pg_ctlcluster --skip-systemctl-redirect ${v} main start`, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // not installed or not startable here
    }
    const up = await canReach(PG_URL);
    if (!up) {
      if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but ${PG_URL} cannot be reached.`);
      console.warn(`PostgreSQL at ${PG_URL} cannot be reached: the PostgreSQL server suites are skipped.`);
    }
    return up;
  })();
  return postgresUp;
}

/** The backends to run a suite on: PGlite always, PostgreSQL when reachable. */
export async function backends(): Promise<Backend[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestServer extends RunningServer {
  readonly backend: Backend;
  /** Texts the server sent (the offline provider's outbox). */
  readonly sms: SmsMessage[];
  readonly dataDir: string;
  readonly schema: string | undefined;
  /** The server clock; tests move it. */
  readonly clock: { now: number };
  stop(): Promise<void>;
}

/** A fresh, unique PostgreSQL schema name. */
export function freshSchema(label: string): string {
  return `t_${label}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9_]/g, '_');
}

/** Starts a server on `backend` with the fixture shops and a pinned clock. */
export async function startTestServer(backend: Backend, options: Partial<ServerOptions> & { label?: string } = {}): Promise<TestServer> {
  const clock = { now: NOON_WEDNESDAY };
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-test-'));
  const schema = backend === 'postgres' ? freshSchema(options.label ?? 'suite') : undefined;
  const sms = createOfflineSmsProvider(() => {});
  const server = await startServer({
    smsProvider: sms,
    port: 0,
    dataDir,
    shopsDir: FIXTURE_SHOPS,
    logger: false,
    now: () => clock.now,
    env: {},
    // The development demo owner would be a staff account no suite asked for.
    demoOwner: false,
    ...(backend === 'postgres' ? { databaseUrl: PG_URL, databaseSchema: schema } : {}),
    ...options,
    // Suites post quotes and orders by the hundred, and verify many phones, from one address; the
    // limit tests set their own (the per-phone text cap keeps its default).
    rateLimits: { quotesPerMinute: 100_000, ordersPerMinute: 100_000, receiptsPerMinute: 100_000, textsPerAddressPerHour: 100_000, textsPerShopPerHour: 100_000, ...options.rateLimits },
  });
  return {
    ...server,
    backend,
    sms: sms.outbox,
    dataDir,
    schema,
    clock,
    async stop() {
      await server.close();
      if (schema) await dropSchema(schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export interface Reply<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  readonly raw: Buffer;
}

/** Sends one request; bodies that are not strings are sent as JSON. */
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, init);
  const raw = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json') && raw.length > 0 ? JSON.parse(raw.toString('utf8')) : raw.toString('utf8');
  return { status: res.status, body: parsed as T, headers: res.headers, raw };
}

/** A valid pickup cart at the fixture shop: 2 burgers with fries ($12 each) and a cookie ($1.50). */
export function burgerCart(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    products: [
      { productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true }, note: 'no onions' },
      { productId: 'p-cookie', quantity: 1 },
    ],
    cartType: 'PICKUP',
    paymentType: 'CASH',
    pickupTime: 'ASAP',
    name: 'Ana Lee',
    phone: '(213) 555-0199',
    tip: null,
    ...overrides,
  };
}

let keyCounter = 0;
/** A unique Idempotency-Key. */
export function newKey(): string {
  keyCounter += 1;
  return `test-${process.pid}-${Date.now()}-${keyCounter}-${Math.random().toString(36).slice(2)}`;
}

/** Counts order rows of a shop straight from the database. */
export async function countOrders(server: TestServer, shopId = 'srvtest'): Promise<number> {
  const res = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE shop_id = $1', [shopId]);
  return Number(res.rows[0]?.n ?? 0);
}

/** A server running in its own process (`tsx server/main.ts`). */
export interface ServerProcess {
  readonly proc: ChildProcess;
  readonly url: string;
}

/** Spawns the server in a child process on a free port and waits for its "listening" line. */
export function spawnServer(env: Record<string, string>, script: string = join(REPO, 'server', 'main.ts'), nodeArgs: readonly string[] = []): Promise<ServerProcess> {
  // node itself with tsx's loader (not the tsx launcher, which would run the server in a child
  // process of its own): the pid is the server's, so a SIGKILL really kills the server.
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', SHOPS_DIR: FIXTURE_SHOPS, LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT_QUOTES_PER_MINUTE: '1000000', RATE_LIMIT_ORDERS_PER_MINUTE: '1000000', RATE_LIMIT_RECEIPTS_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s: ${stderr}`)), 60_000);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (!line.startsWith('{"listening"')) return;
      clearTimeout(timer);
      resolve({ proc, url: (JSON.parse(line) as { listening: string }).listening });
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
}

/** Creates `schema` on the test PostgreSQL server and returns a DATABASE_URL that uses it. */
export async function schemaDatabaseUrl(schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

const verified = new WeakMap<object, Map<string, Record<string, string>>>();

/**
 * Verifies a phone at a shop through the real endpoints (the code read from the server's
 * outbox) and returns the headers that prove it (`X-Phone-Token`); cached per server and phone,
 * as a browser keeps its cookie.
 */
export async function verifyPhone(server: TestServer, shopId: string, phone: string): Promise<Record<string, string>> {
  let byPhone = verified.get(server.sms);
  if (!byPhone) verified.set(server.sms, (byPhone = new Map()));
  const cached = byPhone.get(`${shopId} ${phone}`);
  if (cached) return cached;
  const sent = await call(server.url, 'POST', `/api/shops/${shopId}/phone-verifications`, { phone });
  if (sent.status !== 202) throw new Error(`phone-verifications answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const text = server.sms.at(-1)?.body ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the text ${JSON.stringify(text)}`);
  const confirmed = await call(server.url, 'POST', `/api/shops/${shopId}/phone-verifications/confirm`, { phone, code });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const headers = { 'X-Phone-Token': String(confirmed.body.token) };
  byPhone.set(`${shopId} ${phone}`, headers);
  return headers;
}
