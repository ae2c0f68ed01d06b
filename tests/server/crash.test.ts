/**
 * Durability: the server runs as a child process, takes a stream of orders, is killed with
 * SIGKILL mid-stream and restarted on the same data; every order it acknowledged with 201
 * must still be there.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, burgerCart, call, dropSchema, freshSchema, schemaDatabaseUrl, spawnServer } from './harness.js';

const BACKENDS = await backends();
describe.each(BACKENDS)('SIGKILL mid-stream on %s', (backend) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'srv-crash-'));
  const schema = backend === 'postgres' ? freshSchema('crash') : undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    if (schema) await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every order acknowledged with 201', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (schema) env.DATABASE_URL = await schemaDatabaseUrl(schema);
    const first = await spawnServer(env);
    children.push(first.proc);
    const acked: string[] = [];
    let sent = 0;
    let killed = false;
    // Four clients place orders back to back; the server is killed after 25 acknowledgements.
    const client = async (n: number): Promise<void> => {
      while (!killed) {
        sent += 1;
        try {
          const r = await call(first.url, 'POST', '/api/shops/srvtest/orders', burgerCart({ phone: `21355500${n}${sent % 10}` }), {
            'Idempotency-Key': `crash-${backend}-${n}-${sent}`,
          });
          if (r.status === 201) acked.push(r.body.orderId as string);
          if (acked.length >= 25 && !killed) {
            killed = true;
            first.proc.kill('SIGKILL');
          }
        } catch {
          return; // the connection died with the server
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    await new Promise((r) => (first.proc.exitCode !== null || first.proc.signalCode !== null ? r(null) : first.proc.once('exit', r)));
    expect(first.proc.signalCode).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(25);

    const second = await spawnServer(env);
    children.push(second.proc);
    const missing: string[] = [];
    for (const id of acked) {
      const r = await call(second.url, 'GET', `/api/shops/srvtest/orders/${id}`);
      if (r.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
    second.proc.kill('SIGTERM');
  }, 120_000);
});
