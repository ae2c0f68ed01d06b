/**
 * Server throughput on loopback (not a test): order placement (a unique Idempotency-Key and
 * phone per request) and menu reads, on embedded PGlite and on PostgreSQL, ~10 s each with
 * autocannon, printed as a table against the targets. Run: npm run bench:server.
 * PostgreSQL: BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (skipped if down).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { burgerCart, dropSchema, freshSchema, postgresAvailable, schemaDatabaseUrl, spawnServer } from '../server/harness.js';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  '2xx': number;
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<Result>;
// autocannon ships no types; the dynamic specifier keeps the type checker out of it.
const autocannonModule = 'autocannon';
const autocannon = ((await import(autocannonModule)) as { default: Autocannon }).default;

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

interface Row {
  backend: string;
  scenario: string;
  perSecond: number;
  p99: number;
  ok: number;
  failed: number;
  target: string;
  met: boolean;
}

async function run(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-bench-'));
  const schema = backend === 'postgres' ? freshSchema('bench') : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  // The server runs in its own process, so the load generator does not share its event loop.
  if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
  const server = await spawnServer(env);
  const rows: Row[] = [];
  try {
    const orders = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION,
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
    rows.push({
      backend, scenario: `orders (${CONNECTIONS} conns)`, perSecond: orders.requests.average, p99: orders.latency.p99,
      ok: orders['2xx'], failed: orders.non2xx + orders.errors,
      target: backend === 'postgres' ? '>= 300/s, p99 < 50 ms' : '(none; PostgreSQL target for reference)',
      met: backend === 'postgres' ? orders.requests.average >= 300 && orders.latency.p99 < 50 : true,
    });
    const menu = await autocannon({ url: `${server.url}/api/shops/srvtest/menu`, connections: CONNECTIONS, duration: DURATION });
    rows.push({
      backend, scenario: `menu reads (${CONNECTIONS} conns)`, perSecond: menu.requests.average, p99: menu.latency.p99,
      ok: menu['2xx'], failed: menu.non2xx + menu.errors, target: '>= 3000/s', met: menu.requests.average >= 3000,
    });
  } finally {
    server.proc.kill('SIGTERM');
    await new Promise((r) => server.proc.once('exit', r));
    if (schema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const rows = [...(await run('pglite'))];
if (await postgresAvailable()) rows.push(...(await run('postgres')));
else console.log('PostgreSQL not reachable: its rows are missing.');

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\nServer benchmark: ${DURATION} s per scenario, loopback, server in its own process\n`);
console.log(`${pad('backend', 10)}${pad('scenario', 24)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('2xx', 9)}${pad('failed', 8)}${pad('target', 40)}met`);
for (const r of rows) {
  console.log(
    `${pad(r.backend, 10)}${pad(r.scenario, 24)}${pad(r.perSecond.toFixed(0), 10)}${pad(String(r.p99), 9)}${pad(String(r.ok), 9)}${pad(String(r.failed), 8)}${pad(r.target, 40)}${r.met ? 'yes' : 'NO'}`,
  );
}
