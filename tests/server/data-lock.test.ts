/**
 * One server per embedded data folder: a second process on the same DATA_DIR refuses to
 * start and names the holder; a lock left by a killed process is taken over.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/data-lock.js';
import { FIXTURE_SHOPS, REPO, burgerCart, call, newKey, spawnServer, type ServerProcess } from './harness.js';

const dataDir = mkdtempSync(join(tmpdir(), 'srv-lock-'));
const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the server expecting it to exit; resolves with its exit code and stderr. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'server', 'main.ts')], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', SHOPS_DIR: FIXTURE_SHOPS, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => proc.once('exit', (code) => { clearTimeout(timer); resolve({ code, stderr }); }));
}

const exited = (p: ServerProcess) => new Promise<void>((resolve) => (p.proc.exitCode !== null ? resolve() : p.proc.once('exit', () => resolve())));

describe('embedded data folder lock', () => {
  it('a second process on the same DATA_DIR refuses to start, naming the first; a killed holder\'s lock is taken over', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    running.push(first);
    const placed = await call(first.url, 'POST', '/api/shops/srvtest/orders', burgerCart(), { 'Idempotency-Key': newKey() });
    expect(placed.status).toBe(201);
    const lock = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(first.proc.pid);

    const second = await runToExit({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`process ${first.proc.pid}`);
    expect(second.stderr).toContain(dataDir);
    expect(second.stderr).toMatch(/DATA_DIR/);
    expect(second.stderr).toMatch(/DATABASE_URL/);
    // The first server is unharmed and still has its order.
    const back = await call(first.url, 'GET', `/api/shops/srvtest/orders/${placed.body.orderId}`);
    expect(back.status).toBe(200);

    // Killed without a chance to clean up: the lock file stays, but its process is gone.
    first.proc.kill('SIGKILL');
    await exited(first);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const third = await spawnServer({ DATA_DIR: dataDir });
    running.push(third);
    expect((await call(third.url, 'GET', `/api/shops/srvtest/orders/${placed.body.orderId}`)).status).toBe(200);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(third.proc.pid);

    // A clean stop removes the lock.
    third.proc.kill('SIGTERM');
    await exited(third);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000); // three server processes start and stop in turn
});
