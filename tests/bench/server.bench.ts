/**
 * Server throughput on loopback (not a test): order placement (a unique Idempotency-Key and
 * phone per request) and menu reads, on embedded PGlite and on PostgreSQL, ~10 s each with
 * autocannon, printed as a table against the targets, with the CPU each process spent per
 * request (server, PostgreSQL, load generator share the machine's cores).
 *
 * Each scenario first runs unmeasured for --warmup seconds (default 2): a fresh process is
 * still compiling its hot code and opening pool connections, which is not the steady state.
 *
 * The receipts scenario floods the receipt PDF route (orders with Chinese notes, the slow case)
 * while a few customers read the menu, price carts and place orders, and prints the latency of
 * those (p50, p99 per kind, before and during the flood) with what the flood got back (PDFs,
 * 503 RECEIPT_BUSY): once with the receipt cache (the default) and once without it, so that
 * every receipt asked for has to be rendered. The receipt rate limit is raised for the run
 * (all the load comes from one address).
 *
 * Also: the same order load with a board (an events stream) connected, and the time from sending
 * an order to its order.placed event on a connected board (one order at a time; p50/p99).
 *
 * The memory scenario starts `shopctl serve` as `npm start` does (the tsup build, on the real
 * clock) with every shipped shop and the built storefront, stores
 * 10,000 orders (BENCH_MEMORY_ORDERS), asks for every page of every site's sitemap in each
 * encoding and every JSON menu (so the kept pages and menus are all in memory), and prints the
 * server process's resident memory (target under 250 MB) with where it is: anonymous and
 * file-backed pages, the V8 heap, external memory and buffers, and the WebAssembly memories (the
 * embedded database's Postgres heap), their sizes read by tests/bench/memory-probe.mjs in the
 * server process and their resident part from /proc/{pid}/smaps.
 *
 * Orders on PostgreSQL are compared with pgbench's simple-update transaction (`pgbench -N`, 32
 * clients, the same seconds) run in the same run on a scratch database it initialises (scale 10),
 * when pgbench is installed: the target is half its rate. The server counts the statements it
 * sends (tests/server/statement-count.ts), printed per order. Then pgbench runs the order's write
 * statement alone (captured from one order placed in this process), printed as a share of -N.
 *
 * BENCH_CPU_PROF=dir writes a V8 CPU profile of the order server (warm-up included) to dir when it stops;
 * BENCH_PERF=1 starts it with --perf-basic-prof, so `perf record -a -g` names its JavaScript frames.
 *
 * `--scenario orders-in-process` (not in the default set) places the same orders on a second server
 * that answers the order's two statements itself (tests/bench/staff-server.ts): its CPU per order
 * without the database driver and the round trips, beside the orders row's.
 *
 * Run: npm run bench:server [-- --seconds 5] [--warmup 2] [--only pglite|postgres]
 *      [--scenario orders|orders+board|orders-in-process|event|menu|receipts|memory, or several with commas] [--connections 32]
 * PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (skipped if down).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { listTimeSlots } from '../../engine/index.js';
import { loadProfilesInDir } from '../../schemas/node.js';
import { burgerCart, call, dropSchema, freshSchema, postgresAvailable, REPO, schemaDatabaseUrl, spawnServer, startTestServer, PG_URL, FIXTURE_SHOPS } from '../server/harness.js';
import { openSse, OWNER } from '../server/lifecycle-helpers.js';
import { addStaff, staffHeaders } from '../server/staff-helpers.js';
import { cookieReason, operationsToOtherInstance } from '../server/operations-helpers.js';
import { publishToOtherInstance } from '../server/versions-helpers.js';
import { startServer } from '../../server/index.js';
import pg from 'pg';

interface Result {
  requests: { average: number; total: number };
  statusCodeStats?: Record<string, { count: number }>;
  latency: { p99: number; p50: number; average: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;
// autocannon ships no types; the dynamic specifier keeps the type checker out of it.
const autocannonModule = 'autocannon';
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    warmup: { type: 'string' },
    only: { type: 'string' },
    scenario: { type: 'string' },
    connections: { type: 'string' },
  },
});
const CPU_PROF = process.env.BENCH_CPU_PROF;
const DURATION = Number(args.seconds ?? process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(args.warmup ?? 2);
const CONNECTIONS = Number(args.connections ?? 32);
const BACKENDS = (args.only ? [args.only] : ['pglite', 'postgres']) as Array<'pglite' | 'postgres'>;
const SCENARIOS = args.scenario ? args.scenario.split(',') : ['orders', 'orders+board', 'event', 'menu', 'receipts', 'memory'];
/** Orders placed one at a time for the placed-to-board latency. */
const EVENT_SAMPLES = Number(process.env.BENCH_EVENT_SAMPLES ?? 200);

interface Row {
  backend: string;
  scenario: string;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  target: string;
  /** Whether the target was met; undefined for a row that only shows where the time goes. */
  met: boolean | undefined;
  /** CPU milliseconds per request: server process, PostgreSQL processes, load generator, anything else running. */
  cpu: { server: number; postgres: number; bench: number; other: number };
  /** Statements (round trips) and transactions the server sent per request, when counted. */
  statements?: { perRequest: number; transactionsPerRequest: number };
  /** pgbench -N measured right after (PostgreSQL orders). */
  pgbench?: PgbenchResult;
  /** pgbench running only the order's write statement (runOrderWriteAlone). */
  writeAlone?: PgbenchResult;
}

interface PgbenchResult {
  readonly tps: number;
  readonly latencyMs: number;
  /** Orders written per transaction (BENCH_WRITE_PER_TX; the order write alone only). */
  readonly perTransaction?: number;
}

/** The pgbench binary: on PATH, else the newest under /usr/lib/postgresql; undefined when not installed. */
function pgbenchBinary(): string | undefined {
  for (const candidate of ['pgbench', ...(() => {
    try {
      return readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`);
    } catch {
      return [];
    }
  })()]) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/**
 * pgbench -N (the simple-update transaction: BEGIN, UPDATE, SELECT, INSERT, END) with
 * `clients` clients for `seconds` on a scratch database `bench_pgbench` (created, initialised at
 * scale 10, dropped afterwards) on the server of PG_URL.
 */
async function runPgbench(seconds: number, clients: number): Promise<PgbenchResult | undefined> {
  const bin = pgbenchBinary();
  if (!bin) return undefined;
  const url = new URL(PG_URL);
  const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const scratch = 'bench_pgbench';
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.query(`CREATE DATABASE ${scratch}`);
    const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    execFileSync(bin, [...conn, '-i', '-s', '10', '-q', scratch], { stdio: 'ignore', env });
    const out = execFileSync(bin, [...conn, '-N', '-c', String(clients), '-j', '2', '-T', String(seconds), scratch], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'ignore'] });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN);
    return Number.isFinite(tps) ? { tps, latencyMs } : undefined;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${scratch}`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * The order's write statement alone, as pgbench runs it: one burgerCart order is placed on a
 * server in this process (its own migrated schema) and the statement that wrote it is captured,
 * then pgbench runs that statement with `clients` clients for `seconds`, each time with a new key,
 * order id and customer (so every run writes a new order, its lines, guard, event and key row).
 * What the database can do with orders when nothing else shares the machine's cores.
 */
async function runOrderWriteAlone(seconds: number, clients: number): Promise<PgbenchResult | undefined> {
  const bin = pgbenchBinary();
  if (!bin) return undefined;
  let captured: { sql: string; params: readonly unknown[] } | undefined;
  const server = await startTestServer('postgres', {
    label: 'bench_write',
    wrapDb: (db) => ({
      ...db,
      kind: db.kind,
      query: (sql, params) => {
        if (/^WITH (g|k) AS \(\s*INSERT/.test(sql)) captured = { sql, params: params ?? [] };
        return db.query(sql, params);
      },
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
      ...(db.listen ? { listen: db.listen.bind(db) } : {}),
    }),
  });
  const dir = mkdtempSync(join(tmpdir(), 'order-write-'));
  try {
    const placed = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone: '2135550142' }), { 'Idempotency-Key': randomUUID() });
    if (placed.status !== 201 || !captured) throw new Error(`the order to capture was not written (${placed.status})`);
    // Literals in place of the parameters; the key, the order id and the customer take pgbench's
    // random :r. pgbench reads ":name" as a variable, so JSON gets a space after each colon.
    const literal = (v: unknown): string => {
      if (v === null || v === undefined) return 'NULL';
      if (Array.isArray(v)) return `'{${v.map((x) => `"${String(x)}"`).join(',')}}'`;
      if (typeof v === 'number') return String(v);
      const text = String(v);
      return `'${(text.startsWith('{') ? text.replace(/":/g, '": ') : text).replace(/'/g, "''")}'`;
    };
    const values = captured.params.map(literal);
    values[1] = `'key-' || :r`; // $2: the Idempotency-Key
    values[4] = `'order-' || :r`; // $5: the order id
    values[7] = `'customer-' || :r`; // $8: the customer's phone key
    const statement = captured.sql.replace(/\$(\d+)/g, (_m, n: string) => values[Number(n) - 1]!).replace(/\s+/g, ' ');
    const file = join(dir, 'order-write.sql');
    // BENCH_WRITE_PER_TX=n writes n orders per transaction (BEGIN, n writes, COMMIT): what sharing
    // one commit between orders would save.
    const per = Math.max(1, Math.floor(Number(process.env.BENCH_WRITE_PER_TX ?? 1)) || 1);
    const lines = Array.from({ length: per }, (_, i) => `\\set r${i} random(1, 1000000000000)\n${statement.replace(/:r\b/g, `:r${i}`)};`).join('\n');
    writeFileSync(file, per > 1 ? `BEGIN;\n${lines}\nCOMMIT;\n` : `\\set r random(1, 1000000000000)\n${statement};\n`);
    const url = new URL(PG_URL);
    const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres')];
    const env = { ...process.env, PGOPTIONS: `-c search_path=${server.schema}`, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    const out = execFileSync(bin, [...conn, '-n', '-M', 'prepared', '-f', file, '-c', String(clients), '-j', '2', '-T', String(seconds), url.pathname.slice(1) || 'postgres'], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    if (failed > 0) throw new Error(`pgbench: ${failed} of the order writes failed`);
    return Number.isFinite(tps) ? { tps: tps * per, latencyMs, perTransaction: per } : undefined;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Asks the bench server (tests/bench/staff-server.ts) for the statements it sent so far. */
const countReaders = new WeakMap<ChildProcess, Array<(c: { statements: number; transactions: number }) => void>>();
function statementCounts(server: { proc: ChildProcess }): Promise<{ statements: number; transactions: number }> {
  let waiting = countReaders.get(server.proc);
  if (!waiting) {
    const queue: Array<(c: { statements: number; transactions: number }) => void> = [];
    waiting = queue;
    countReaders.set(server.proc, queue);
    // One reader for the life of the process (closing a readline would pause the pipe).
    createInterface({ input: server.proc.stdout! }).on('line', (line) => {
      if (line.startsWith('{"statements"')) queue.shift()?.(JSON.parse(line) as { statements: number; transactions: number });
    });
  }
  const queue = waiting;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its statement counts')), 5000);
    queue.push((c) => (clearTimeout(timer), resolve(c)));
    server.proc.kill('SIGUSR2');
  });
}

/** CPU ticks (utime + stime) of processes, read from /proc (Linux; zero elsewhere). */
function procTicks(filter: (pid: number, comm: string, ppid: number) => boolean): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const d of pids) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const f = stat.slice(close + 2).split(' ');
      const ppid = Number(f[1]);
      if (filter(Number(d), comm, ppid)) out.set(Number(d), Number(f[11]) + Number(f[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** The pids of `root` and all its descendants (tsx runs the server in a child node process). */
function tree(root: number): Set<number> {
  const parents = new Map<number, number>();
  procTicks((pid, _c, ppid) => {
    parents.set(pid, ppid);
    return false;
  });
  const set = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) if (!set.has(pid) && set.has(ppid)) (set.add(pid), (grew = true));
  }
  return set;
}

interface CpuMark {
  server: Map<number, number>;
  postgres: Map<number, number>;
  bench: NodeJS.CpuUsage;
  /** Busy ticks of the whole machine (/proc/stat). */
  machine: number;
}

function machineTicks(): number {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: busy = all but idle and iowait
    return f.slice(0, 8).reduce((a, b) => a + b, 0) - (f[3] ?? 0) - (f[4] ?? 0);
  } catch {
    return 0;
  }
}
const TICK_MS = 10; // USER_HZ is 100 on Linux

function markCpu(serverPid: number): CpuMark {
  const serverPids = tree(serverPid);
  return {
    server: procTicks((pid) => serverPids.has(pid)),
    postgres: procTicks((_p, comm) => comm === 'postgres'),
    bench: process.cpuUsage(),
    machine: machineTicks(),
  };
}

function cpuPerRequest(before: CpuMark, after: CpuMark, requests: number): Row['cpu'] {
  // A process that started during the run counts from zero; one that ended is lost (pool connections stay open).
  const delta = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((s, [pid, t]) => s + t - (a.get(pid) ?? 0), 0) * TICK_MS;
  const bench = process.cpuUsage(before.bench);
  const n = Math.max(requests, 1);
  const server = delta(before.server, after.server) / n;
  const postgres = delta(before.postgres, after.postgres) / n;
  const gen = (bench.user + bench.system) / 1000 / n;
  const machine = ((after.machine - before.machine) * TICK_MS) / n;
  return { server, postgres, bench: gen, other: Math.max(0, machine - server - postgres - gen) };
}

async function measure(serverPid: number, opts: Record<string, unknown>): Promise<{ res: Result; cpu: Row['cpu'] }> {
  if (WARMUP > 0) await autocannon({ connections: CONNECTIONS, duration: WARMUP, ...opts });
  const before = markCpu(serverPid);
  const res = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const after = markCpu(serverPid);
  return { res, cpu: cpuPerRequest(before, after, res['2xx'] + res.non2xx) };
}

async function run(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-bench-'));
  const schema = backend === 'postgres' ? freshSchema('bench') : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  // The server runs in its own process, so the load generator does not share its event loop.
  if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
  // The server with the test staff guard, so a board (an events stream) can be connected.
  const server = await spawnServer(env, join(REPO, 'tests', 'bench', 'staff-server.ts'), CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : process.env.BENCH_PERF ? ['--perf-basic-prof'] : []);
  const pid = server.proc.pid ?? 0;
  const rows: Row[] = [];
  try {
    const placeOrders = async (label: string, on: { server: typeof server; pid: number } = { server, pid }) => {
      const countedBefore = await statementCounts(on.server);
      const { res: orders, cpu } = await measure(on.pid, {
        url: on.server.url,
        requests: [
          {
            method: 'POST',
            path: '/api/shops/srvtest/orders',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req: { headers: Record<string, string>; body?: string }) => {
              const phone = `2135${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`;
              req.headers = { ...req.headers, 'idempotency-key': randomUUID() };
              req.body = JSON.stringify(burgerCart({ phone }));
              return req;
            },
          },
        ],
      });
      const countedAfter = await statementCounts(on.server);
      // Warm-up and measured requests both went through the counter.
      const requests = Math.max(1, (orders['2xx'] + orders.non2xx) * (1 + WARMUP / DURATION));
      const statements = {
        perRequest: (countedAfter.statements - countedBefore.statements) / requests,
        transactionsPerRequest: (countedAfter.transactions - countedBefore.transactions) / requests,
      };
      // pgbench right after, for as long, with as many clients: the ratio is of the same machine's state.
      const pgbench = backend === 'postgres' && label === 'orders' ? await runPgbench(DURATION, CONNECTIONS) : undefined;
      const writeAlone = pgbench ? await runOrderWriteAlone(DURATION, CONNECTIONS) : undefined;
      const share = pgbench ? orders.requests.average / pgbench.tps : undefined;
      rows.push({
        backend, scenario: `${label} (${CONNECTIONS} conns)`, perSecond: orders.requests.average, p50: orders.latency.p50, p99: orders.latency.p99,
        ok: orders['2xx'], failed: orders.non2xx + orders.errors, cpu, statements, ...(pgbench ? { pgbench } : {}), ...(writeAlone ? { writeAlone } : {}),
        ...(on.server === server
          ? {
            target: backend === 'postgres' ? (pgbench ? '>= 50% of pgbench -N, p99 < 50 ms' : '>= 300/s, p99 < 50 ms') : '>= 600/s',
            met: backend === 'postgres'
              ? (share !== undefined ? share >= 0.5 : orders.requests.average >= 300) && orders.latency.p99 < 50
              : orders.requests.average >= 600,
          }
          : { target: 'none: where the time goes', met: undefined }),
      });
    };
    if (SCENARIOS.includes('orders')) await placeOrders('orders');
    if (SCENARIOS.includes('orders+board')) {
      // The same load with a board connected: every order is also read back and streamed to it.
      const board = await openSse(`${server.url}/api/staff/events`, OWNER);
      await placeOrders('orders, board on');
      const streamed = board.messages.length;
      board.close();
      if (streamed === 0) throw new Error('the connected board received no events');
    }
    if (SCENARIOS.includes('event')) {
      // One order at a time: from sending the order to its order.placed event on a connected board.
      const board = await openSse(`${server.url}/api/staff/events`, OWNER);
      const times: number[] = [];
      for (let i = 0; i < EVENT_SAMPLES; i++) {
        const started = performance.now();
        const phone = `2136${i.toString().padStart(6, '0')}`;
        const placed = await call(server.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone }), { 'Idempotency-Key': randomUUID() });
        const id = String(placed.body.orderId);
        await board.waitFor((m) => m.data.subject === id, 5000);
        times.push(performance.now() - started);
      }
      board.close();
      times.sort((a, b) => a - b);
      const pct = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
      rows.push({
        backend, scenario: `placed -> board (${EVENT_SAMPLES} orders)`, perSecond: 0, p50: pct(0.5), p99: pct(0.99), ok: times.length, failed: EVENT_SAMPLES - times.length,
        cpu: { server: 0, postgres: 0, bench: 0, other: 0 }, target: 'p99 < 2000 ms (across instances)', met: pct(0.99) < 2000,
      });
    }
    if (SCENARIOS.includes('orders-in-process')) {
      // The same orders on a server that answers their two statements itself (tests/bench/staff-server.ts):
      // its CPU per order without the database driver and the round trips.
      // Its own data folder: an embedded database serves one process.
      const bareDir = mkdtempSync(join(tmpdir(), 'srv-bench-'));
      const bare = await spawnServer({ ...env, DATA_DIR: bareDir, BENCH_ORDER_STATEMENTS_IN_PROCESS: '1' }, join(REPO, 'tests', 'bench', 'staff-server.ts'));
      try {
        await placeOrders('orders, in-process db', { server: bare, pid: bare.proc.pid ?? 0 });
      } finally {
        bare.proc.kill('SIGTERM');
        await new Promise((r) => bare.proc.once('exit', r));
        rmSync(bareDir, { recursive: true, force: true });
      }
    }
    if (SCENARIOS.includes('menu')) {
      const { res: menu, cpu } = await measure(pid, { url: `${server.url}/api/shops/srvtest/menu` });
      rows.push({
        backend, scenario: `menu reads (${CONNECTIONS} conns)`, perSecond: menu.requests.average, p50: menu.latency.p50, p99: menu.latency.p99,
        ok: menu['2xx'], failed: menu.non2xx + menu.errors, cpu, target: '>= 3000/s', met: menu.requests.average >= 3000,
      });
    }
  } finally {
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    if (schema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** What customers other than the flood saw: latency per kind of request, and anything not 2xx. */
interface OthersFigures {
  readonly count: number;
  readonly failed: number;
  /** Status codes other than 2xx, with their counts (a 503 here is the defect this scenario guards). */
  readonly failures: Record<string, number>;
  readonly p50: number;
  readonly p99: number;
  readonly byKind: Record<'menu' | 'quote' | 'order', { p50: number; p99: number }>;
}

interface ReceiptRow {
  backend: string;
  variant: string;
  quiet: OthersFigures;
  flooded: OthersFigures;
  /** What the flood got: PDFs, 503 RECEIPT_BUSY, any other status, and requests still unanswered after autocannon's 10 s timeout. */
  receipts: { perSecond: number; pdf: number; busy: number; other: number; timeouts: number };
  met: boolean;
}

/** Orders whose receipts carry ~200 Chinese characters, a Chinese name and a Chinese note per line. */
const CJK_NOTE = '请不要放洋葱，酱料请分开装。我们一家人都很喜欢你们的汉堡，孩子对花生过敏，请务必注意。薯条要脆一点，多放一些番茄酱和辣椒酱。'.repeat(3);
/** More orders than the receipt queue holds (4 per thread), so that without the cache it fills. */
const RECEIPT_ORDERS = 24;
/** Customers reading, pricing and ordering while the flood runs, one request at a time each. */
const OTHER_CUSTOMERS = 4;
const OTHERS_P99_TARGET_MS = 100;

let phoneCounter = 0;
const uniquePhone = () => `2136${String((phoneCounter += 1) + Math.floor(Math.random() * 1e5) * 10).padStart(6, '0')}`;

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

const percentile = (sorted: number[], p: number): number => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** Customers loop menu -> quote -> order until `until`; each request is timed on its own. */
async function measureOthers(base: string, until: () => boolean): Promise<OthersFigures> {
  const times: Record<'menu' | 'quote' | 'order', number[]> = { menu: [], quote: [], order: [] };
  const failures: Record<string, number> = {};
  const timed = async (kind: 'menu' | 'quote' | 'order', send: () => Promise<Response>) => {
    const t0 = performance.now();
    const res = await send();
    await res.arrayBuffer();
    times[kind].push(performance.now() - t0);
    if (res.status >= 300) {
      const code = `${res.status}`;
      failures[code] = (failures[code] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: OTHER_CUSTOMERS }, async () => {
    while (!until()) {
      await timed('menu', () => fetch(`${base}/api/shops/srvtest/menu`));
      await timed('quote', () => post(`${base}/api/shops/srvtest/quote`, burgerCart()));
      await timed('order', () => post(`${base}/api/shops/srvtest/orders`, burgerCart({ phone: uniquePhone() }), { 'idempotency-key': randomUUID() }));
    }
  }));
  const stat = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  const all = [...times.menu, ...times.quote, ...times.order];
  return {
    count: all.length,
    failed: Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
    ...stat(all),
    byKind: { menu: stat(times.menu), quote: stat(times.quote), order: stat(times.order) },
  };
}

/** Runs the receipt flood on `backend`, with and without the receipt cache. */
async function runReceipts(backend: 'pglite' | 'postgres'): Promise<ReceiptRow[]> {
  const rows: ReceiptRow[] = [];
  for (const variant of [{ name: 'cache on', env: {} }, { name: 'cache off', env: { RECEIPT_CACHE_MB: '0' } }]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'srv-bench-'));
    const schema = backend === 'postgres' ? freshSchema('bench') : undefined;
    const env: Record<string, string> = { DATA_DIR: dataDir, RATE_LIMIT_RECEIPTS_PER_MINUTE: '100000000', ...variant.env };
    if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
    const server = await spawnServer(env);
    try {
      const ids: string[] = [];
      for (let i = 0; i < RECEIPT_ORDERS; i += 1) {
        const cart = burgerCart({
          name: '王小明',
          phone: uniquePhone(),
          products: [
            { productId: 'p-burger', quantity: 2, customerPicks: { 'm-fries': true }, note: CJK_NOTE },
            { productId: 'p-cookie', quantity: 1, note: '饼干请加热，谢谢！' },
          ],
        });
        const res = await post(`${server.url}/api/shops/srvtest/orders`, cart, { 'idempotency-key': randomUUID() });
        if (res.status !== 201) throw new Error(`placing a receipt order answered ${res.status}: ${await res.text()}`);
        ids.push(((await res.json()) as { orderId: string }).orderId);
      }
      // Warm-up: the server's hot paths compiled, and one receipt rendered (the worker thread started, its fonts loaded).
      const warm = Date.now() + WARMUP * 1000;
      await Promise.all([measureOthers(server.url, () => Date.now() > warm), fetch(`${server.url}/api/shops/srvtest/orders/${ids[0]}/receipt.pdf`).then((r) => r.arrayBuffer())]);
      const quietEnd = Date.now() + DURATION * 1000;
      const quiet = await measureOthers(server.url, () => Date.now() > quietEnd);
      // The flood runs in autocannon's own worker thread, so it does not delay the customers' timings
      // here; a worker takes its request hook as a file. Each request picks one of the orders at random.
      const paths = ids.map((id) => `/api/shops/srvtest/orders/${id}/receipt.pdf`);
      const pickOrder = join(dataDir, 'pick-receipt.cjs');
      writeFileSync(pickOrder, `const paths = ${JSON.stringify(paths)};\nmodule.exports = (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] });\n`);
      const flood = autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: DURATION,
        workers: 1,
        requests: [{ method: 'GET', path: paths[0], setupRequest: pickOrder }],
      });
      const floodEnd = Date.now() + DURATION * 1000;
      const flooded = await measureOthers(server.url, () => Date.now() > floodEnd);
      const res = await flood;
      const codes = res.statusCodeStats ?? {};
      const pdf = codes['200']?.count ?? 0;
      const busy = codes['503']?.count ?? 0;
      rows.push({
        backend,
        variant: variant.name,
        quiet,
        flooded,
        receipts: { perSecond: res.requests.average, pdf, busy, other: res['2xx'] + res.non2xx - pdf - busy, timeouts: res.timeouts },
        met: flooded.p99 < OTHERS_P99_TARGET_MS && flooded.failed === 0,
      });
    } finally {
      server.proc.kill('SIGTERM');
      await new Promise((r) => server.proc.once('exit', r));
      if (schema) await dropSchema(schema);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}


/** Orders stored before the memory is read. */
const MEMORY_ORDERS = Number(process.env.BENCH_MEMORY_ORDERS ?? 10_000);
const MEMORY_TARGET_MB = 250;
/** Seconds the server is left idle after the load before its memory is read a second time (the target's reading). */
const MEMORY_IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 15);

interface MemoryRow {
  backend: string;
  orders: number;
  pages: number;
  /** Resident memory of the server process 2 s after the load, after MEMORY_IDLE_SECONDS idle, and its peak (MB). */
  rssAfterLoadMb: number;
  rssMb: number;
  peakMb: number;
  /** Resident memory of `shopctl serve`'s launcher process, when the server runs in a child of it (Node before 22.15): total and anonymous (MB). */
  launcher?: { rssMb: number; anonMb: number };
  /** Where the resident memory is, when it was read (MB); undefined where there is no /proc or the probe did not answer. */
  breakdown?: MemoryBreakdown;
}

/** The server's memory by kind, in MB: from /proc (resident) and from its own V8 (memory-probe.mjs). */
interface MemoryBreakdown {
  /** Resident anonymous memory (heaps, WebAssembly memory, JIT code) and file-backed (node binary, libraries). */
  anon: number;
  file: number;
  /** V8's JavaScript heap: in use and reserved. */
  heapUsed: number;
  heapTotal: number;
  /** The part of heapTotal that is the young generation (new objects, most soon garbage). */
  newSpace: number;
  /** Memory of C++ objects bound to JavaScript, WebAssembly memories included; arrayBuffers is the Buffers' and ArrayBuffers' part. */
  external: number;
  arrayBuffers: number;
  /** Each WebAssembly memory alive (or not yet collected): its size; and the resident part of them all. */
  wasm: number[];
  wasmResident: number;
}

/** A field of /proc/{pid}/status in MB (VmRSS, VmHWM); 0 where there is no /proc. */
function statusMb(pid: number, field: string): number {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The resident part of the process's WebAssembly memories (MB), from /proc/{pid}/smaps. V8 maps
 * each 32-bit WebAssembly memory as its accessible pages (read-write) inside a reservation of
 * several GB whose rest is inaccessible; no other read-write mapping sits in front of such a region.
 */
function wasmResidentMb(pid: number): number {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return 0;
  }
  const maps: { start: number; end: number; perm: string; anon: boolean; rssKb: number }[] = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      maps.push({ start: parseInt(head[1]!, 16), end: parseInt(head[2]!, 16), perm: head[3]!, anon: head[4] === '0' && head[5] === '', rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length > 0) maps[maps.length - 1]!.rssKb = Number(rss[1]);
  }
  const GB = 1024 ** 3;
  let kb = 0;
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    if (m.anon && m.perm === 'rw-p' && next && next.start === m.end && next.perm === '---p' && next.end - m.start >= 4 * GB) kb += m.rssKb;
  });
  return kb / 1024;
}

/** The probe's answer (memory-probe.mjs in the server process) to SIGUSR2, with /proc's anonymous and file-backed resident memory. */
async function memoryBreakdown(pid: number, probeFile: string): Promise<MemoryBreakdown | undefined> {
  const anon = statusMb(pid, 'RssAnon');
  const file = statusMb(pid, 'RssFile');
  const wasmResident = wasmResidentMb(pid);
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as { usage: NodeJS.MemoryUsage; spaces: Record<string, number>; wasm: number[] };
      const mb = (n: number) => n / 1024 / 1024;
      return {
        anon,
        file,
        heapUsed: mb(probe.usage.heapUsed),
        heapTotal: mb(probe.usage.heapTotal),
        newSpace: mb(probe.spaces.new_space ?? 0),
        external: mb(probe.usage.external),
        arrayBuffers: mb(probe.usage.arrayBuffers),
        wasm: probe.wasm.map(mb),
        wasmResident,
      };
    } catch {
      // not written yet (or written half)
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return undefined;
}

/** A GET as a site's host; resolves the status and the bytes' length. */
function getAs(url: string, site: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, headers: { Host: `${site}.localhost:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `shopctl serve` as `npm start` runs it (the tsup build, plain node), with this environment; resolves once it listens. */
function spawnBuiltServer(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string; pid: number }> {
  // The build is made afresh, so the figures are those of the sources.
  execFileSync(process.execPath, [join(REPO, 'node_modules', 'tsup', 'dist', 'cli-default.js')], { cwd: REPO, stdio: 'ignore' });
  // The probe answers SIGUSR2 with the process's own view of its memory (MEMORY_PROBE_FILE).
  const probe = pathToFileURL(join(REPO, 'tests', 'bench', 'memory-probe.mjs')).href;
  const proc = spawn(process.execPath, ['--import', probe, join(REPO, 'cli', 'bin', 'shopctl.js'), 'serve'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT_ORDERS_PER_MINUTE: '1000000', RATE_LIMIT_QUOTES_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (!line.startsWith('{"listening"')) return;
      // The server's own process id: on Node before 22.15 `shopctl serve` runs it in a child process.
      const listening = JSON.parse(line) as { listening: string; pid?: number };
      resolve({ proc, url: listening.listening, pid: listening.pid ?? proc.pid ?? 0 });
    });
    proc.once('exit', (code) => reject(new Error(`shopctl serve exited with ${code}: ${stderr}`)));
  });
}

/** The server with every shipped shop: MEMORY_ORDERS orders stored, every page asked for, then its resident memory. */
async function runMemory(backend: 'pglite' | 'postgres'): Promise<MemoryRow> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-bench-'));
  const schema = backend === 'postgres' ? freshSchema('bench') : undefined;
  const probeFile = join(dataDir, 'memory-probe.json');
  const env: Record<string, string> = { DATA_DIR: dataDir, SHOPS_DIR: join(REPO, 'shops'), STOREFRONT_DIST: join(REPO, 'storefront', 'dist'), MEMORY_PROBE_FILE: probeFile };
  if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
  const server = await spawnBuiltServer(env);
  const pid = server.pid;
  try {
    // The server runs on the real clock: the orders are for the test shop's first offered pickup time (ASAP while it is open).
    const { profiles } = await loadProfilesInDir(join(REPO, 'shops', 'test'));
    const slot = listTimeSlots(profiles[0]!, 'pickup', Date.now()).slots[0]?.value;
    if (!slot) throw new Error('the test shop offers no pickup time in its scheduling days');
    const cart = (phone: string) => ({
      shopId: 'test',
      products: [{ productId: 't-cheeseburger', quantity: 2, customerPicks: { 't-bun-brioche': true, 't-ex-bacon': true, 't-fries': true } }, { productId: 't-half-cookie', quantity: 1 }],
      cartType: 'PICKUP', paymentType: 'CASH', pickupTime: slot, name: 'Alex Rivera', phone,
    });
    const first = await post(`${server.url}/api/shops/test/orders`, cart('2135550142'), { 'idempotency-key': randomUUID() });
    if (first.status !== 201) throw new Error(`an order at the test shop answered ${first.status}: ${await first.text()}`);
    const placed = await autocannon({
      url: server.url,
      connections: 16,
      amount: MEMORY_ORDERS - 1,
      requests: [{
        method: 'POST',
        path: '/api/shops/test/orders',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: { headers: Record<string, string>; body?: string }) => {
          req.headers = { ...req.headers, 'idempotency-key': randomUUID() };
          req.body = JSON.stringify(cart(`2137${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`));
          return req;
        },
      }],
    });
    const orders = 1 + (placed.statusCodeStats?.['201']?.count ?? 0);
    // Every page of every site, in each encoding a client may ask for, and every JSON menu.
    const shops = (await call(server.url, 'GET', '/api/shops')).body.shops as { shopId: string; site: { id: string } | null }[];
    let pages = 0;
    for (const site of [...new Set(shops.map((s) => s.site?.id ?? s.shopId))]) {
      const sitemap = await getAs(server.url, site, '/sitemap.xml');
      for (const loc of sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)) {
        for (const encoding of ['br', 'gzip', 'identity']) {
          const page = await getAs(server.url, site, loc[1]!, { 'accept-encoding': encoding });
          if (page.status === 200) pages += 1;
        }
      }
    }
    for (const s of shops) await getAs(server.url, s.site?.id ?? s.shopId, `/api/shops/${s.shopId}/menu`);
    // Read 2 s after the last request, then again after the server has been idle a while, as
    // after a rush (V8 shrinks its heap once a process has been idle some seconds).
    await new Promise((r) => setTimeout(r, 2000));
    const rssAfterLoadMb = statusMb(pid, 'VmRSS');
    await new Promise((r) => setTimeout(r, Math.max(0, MEMORY_IDLE_SECONDS - 2) * 1000));
    const rssMb = statusMb(pid, 'VmRSS');
    const peakMb = statusMb(pid, 'VmHWM');
    const launcherPid = server.proc.pid ?? 0;
    const launcher = launcherPid !== pid ? { rssMb: statusMb(launcherPid, 'VmRSS'), anonMb: statusMb(launcherPid, 'RssAnon') } : undefined;
    const breakdown = await memoryBreakdown(pid, probeFile);
    return { backend, orders, pages, rssAfterLoadMb, rssMb, peakMb, ...(launcher ? { launcher } : {}), ...(breakdown ? { breakdown } : {}) };
  } finally {
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    if (schema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
const receiptRows: ReceiptRow[] = [];
const memoryRows: MemoryRow[] = [];
for (const backend of BACKENDS) {
  if (backend === 'postgres' && !(await postgresAvailable())) {
    console.log('PostgreSQL not reachable: its rows are missing.');
    continue;
  }
  if (SCENARIOS.some((s) => ['orders', 'orders+board', 'orders-in-process', 'event', 'menu'].includes(s))) rows.push(...(await run(backend)));
  if (SCENARIOS.includes('receipts')) receiptRows.push(...(await runReceipts(backend)));
  if (SCENARIOS.includes('memory')) memoryRows.push(await runMemory(backend));
}

const pad = (s: string, n: number) => s.padEnd(n);
if (rows.length > 0) {
  console.log(`\nServer benchmark: ${DURATION} s per scenario after ${WARMUP} s of warm-up, loopback, server in its own process`);
  console.log('CPU ms/req: CPU time per request of the server process, all PostgreSQL processes, the load generator and anything else\n');
  console.log(
    `${pad('backend', 10)}${pad('scenario', 34)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('2xx', 8)}${pad('failed', 8)}` +
      `${pad('CPU ms/req srv/pg/gen/other', 28)}${pad('stmts/tx per req', 18)}${pad('target', 40)}met`,
  );
  for (const r of rows) {
    const cpu = `${r.cpu.server.toFixed(2)}/${r.cpu.postgres.toFixed(2)}/${r.cpu.bench.toFixed(2)}/${r.cpu.other.toFixed(2)}`;
    const stmts = r.statements ? `${r.statements.perRequest.toFixed(2)}/${r.statements.transactionsPerRequest.toFixed(2)}` : '';
    console.log(
      `${pad(r.backend, 10)}${pad(r.scenario, 34)}${pad(r.perSecond.toFixed(0), 8)}${pad(String(r.p50), 8)}${pad(String(r.p99), 8)}${pad(String(r.ok), 8)}` +
        `${pad(String(r.failed), 8)}${pad(cpu, 28)}${pad(stmts, 18)}${pad(r.target, 40)}${r.met === undefined ? '-' : r.met ? 'yes' : 'NO'}`,
    );
  }
  for (const r of rows) {
    if (!r.pgbench) continue;
    console.log(
      `\npgbench -N, ${CONNECTIONS} clients, ${DURATION} s, right after the orders on the same PostgreSQL: ${r.pgbench.tps.toFixed(0)} tps (latency average ${r.pgbench.latencyMs} ms)` +
        `\norders / pgbench -N: ${r.perSecond.toFixed(0)} / ${r.pgbench.tps.toFixed(0)} = ${((100 * r.perSecond) / r.pgbench.tps).toFixed(0)}% (target >= 50%)` +
        (r.writeAlone
          ? `\nthe order's write statement alone under pgbench (${CONNECTIONS} clients, ${DURATION} s, after${(r.writeAlone.perTransaction ?? 1) > 1 ? `, ${r.writeAlone.perTransaction} orders per transaction` : ''}): ${r.writeAlone.tps.toFixed(0)} orders/s = ${((100 * r.writeAlone.tps) / r.pgbench.tps).toFixed(0)}% of pgbench -N (what the database does with orders when the server and load generator leave it the cores)`
          : ''),
    );
  }
  if (BACKENDS.includes('postgres') && rows.some((r) => r.backend === 'postgres' && r.scenario.startsWith('orders (')) && !rows.some((r) => r.pgbench)) {
    console.log('\npgbench not found: the orders on PostgreSQL are measured against 300/s instead of half of pgbench -N.');
  }
}

if (receiptRows.length > 0) {
  const ms = (n: number) => n.toFixed(0);
  console.log(`\nReceipt flood: ${CONNECTIONS} connections asking for the receipts of ${RECEIPT_ORDERS} orders with Chinese notes for ${DURATION} s,`);
  console.log(`while ${OTHER_CUSTOMERS} customers read the menu, price and place orders one request at a time (quiet: the same without the flood).`);
  console.log(`Target: the customers' p99 under ${OTHERS_P99_TARGET_MS} ms during the flood, and none of their requests refused.\n`);
  console.log(
    `${pad('backend', 10)}${pad('receipts', 11)}${pad('quiet p50/p99', 15)}${pad('flood p50/p99', 15)}${pad('menu/quote/order p99', 22)}` +
      `${pad('customers ok/failed', 21)}${pad('receipts/s', 12)}${pad('PDF', 8)}${pad('503 busy', 10)}${pad('other', 7)}${pad('timeouts', 10)}met`,
  );
  for (const r of receiptRows) {
    const k = r.flooded.byKind;
    const failed = r.flooded.failed > 0 ? `${r.flooded.failed} ${JSON.stringify(r.flooded.failures)}` : '0';
    console.log(
      `${pad(r.backend, 10)}${pad(r.variant, 11)}${pad(`${ms(r.quiet.p50)}/${ms(r.quiet.p99)} ms`, 15)}${pad(`${ms(r.flooded.p50)}/${ms(r.flooded.p99)} ms`, 15)}` +
        `${pad(`${ms(k.menu.p99)}/${ms(k.quote.p99)}/${ms(k.order.p99)} ms`, 22)}${pad(`${r.flooded.count - r.flooded.failed}/${failed}`, 21)}` +
        `${pad(r.receipts.perSecond.toFixed(0), 12)}${pad(String(r.receipts.pdf), 8)}${pad(String(r.receipts.busy), 10)}${pad(String(r.receipts.other), 7)}${pad(String(r.receipts.timeouts), 10)}${r.met ? 'yes' : 'NO'}`,
    );
  }
}

if (memoryRows.length > 0) {
  console.log(`\nServer memory with every shipped shop, ${MEMORY_ORDERS} orders stored and every page of every site asked for in br, gzip and plain`);
  console.log(`resident MB: 2 s after the last request, and after ${MEMORY_IDLE_SECONDS} s idle (the target's reading); peak: the most resident at any time`);
  console.log(`${pad('backend', 10)}${pad('orders', 9)}${pad('pages', 8)}${pad('after 2 s', 11)}${pad(`after ${MEMORY_IDLE_SECONDS} s`, 12)}${pad('peak MB', 9)}target < ${MEMORY_TARGET_MB} MB`);
  for (const m of memoryRows) {
    console.log(`${pad(m.backend, 10)}${pad(String(m.orders), 9)}${pad(String(m.pages), 8)}${pad(m.rssAfterLoadMb.toFixed(0), 11)}${pad(m.rssMb.toFixed(0), 12)}${pad(m.peakMb.toFixed(0), 9)}${m.rssMb < MEMORY_TARGET_MB ? 'met' : 'NOT MET'}`);
  }
  for (const m of memoryRows) {
    if (m.launcher) console.log(`${m.backend}: the launcher process of \`shopctl serve\` (Node before 22.15), besides: ${m.launcher.rssMb.toFixed(0)} MB resident, ${m.launcher.anonMb.toFixed(0)} MB of it anonymous (the rest is the node binary, shared with the server)`);
  }
  console.log('\nWhere it is (MB): resident anonymous/file-backed; V8 heap used/reserved (of which the young generation); external (C++ objects, WebAssembly memories');
  console.log('included) and its Buffers/ArrayBuffers; each WebAssembly memory\'s size, and the resident part of them all');
  console.log(`${pad('backend', 10)}${pad('anon/file', 12)}${pad('heap', 15)}${pad('external', 10)}${pad('buffers', 9)}${pad('wasm memories', 15)}wasm resident`);
  for (const m of memoryRows) {
    const b = m.breakdown;
    if (!b) {
      console.log(`${pad(m.backend, 10)}(no breakdown: no /proc, or the probe did not answer)`);
      continue;
    }
    const f = (n: number) => n.toFixed(0);
    const wasm = b.wasm.length === 0 ? 'none' : b.wasm.map(f).join(' + ');
    console.log(`${pad(m.backend, 10)}${pad(`${f(b.anon)}/${f(b.file)}`, 12)}${pad(`${f(b.heapUsed)}/${f(b.heapTotal)} (${f(b.newSpace)})`, 15)}${pad(f(b.external), 10)}${pad(f(b.arrayBuffers), 9)}${pad(wasm, 15)}${f(b.wasmResident)}`);
  }
}

/** publish → other instance: a version published on one server is served by a second one on the same PostgreSQL. */
if (BACKENDS.includes('postgres') && (await postgresAvailable())) {
  const one = await startTestServer('postgres', { label: 'bench_publish' });
  const two = await startServer({ port: 0, databaseUrl: PG_URL, databaseSchema: one.schema, dataDir: mkdtempSync(join(tmpdir(), 'bench-two-')), shopsDir: FIXTURE_SHOPS, logger: false, env: {}, demoOwner: false, now: () => one.clock.now, rateLimits: { quotesPerMinute: 100_000 } });
  try {
    await addStaff(one, 'bench@example.com', 'manager', ['srvtest']);
    const headers = await staffHeaders(one.url, 'bench@example.com');
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) times.push(await publishToOtherInstance(one.url, two.url, headers, 11 + i));
    times.sort((a, b) => a - b);
    console.log(`\npublish → other instance (PostgreSQL, 10 publishes, 1 s poll): median ${Math.round(times[4]!)} ms, max ${Math.round(times[9]!)} ms (target < 2000 ms) ${times[9]! < 2000 ? 'met' : 'NOT MET'}`);
    // Live operations: an item out of stock on one instance, then back, as seen in the other's menu.
    const ops: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const out = i % 2 === 0;
      ops.push(await operationsToOtherInstance(one.url, two.url, headers, out ? { outOfStock: { productId: 'p-cookie', until: null } } : { backInStock: { productId: 'p-cookie' } }, async () => ((await cookieReason(two.url)) === 'OUT_OF_STOCK') === out));
    }
    ops.sort((a, b) => a - b);
    console.log(`operations change → other instance's menu (PostgreSQL, 10 changes, 10 ms poll): median ${Math.round(ops[4]!)} ms, max ${Math.round(ops[9]!)} ms (target < 2000 ms) ${ops[9]! < 2000 ? 'met' : 'NOT MET'}`);
  } finally {
    await two.close();
    await one.stop();
  }
}
