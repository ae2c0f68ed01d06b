/** `npm run dev`: the storefront compiled from its sources by Vite, server-rendered, with hot reload on the server's own port. */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/index.js';
import { getAs, REPO, SHOPS } from './harness.js';

let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-dev-'));
  server = await startServer({
    port: 0, host: '127.0.0.1', dataDir, shopsDir: SHOPS, dev: true, storefrontRoot: join(REPO, 'storefront'), logger: false,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', STRIPE_SECRET_KEY: '', GOOGLE_MAPS_API_KEY: '', DEFAULT_SITE: '' },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('development server', () => {
  it('renders a page from the sources, with the menu in the HTML', async () => {
    const res = await getAs(server, 'kaiju', '/ktown/order');
    expect(res.status).toBe(200);
    expect(res.body).toContain('/@vite/client');
    expect(res.body).toContain('Small Plates');
  }, 60_000);

  it("accepts Vite's hot-reload socket on the server's own port", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1', port: server.port, path: '/', headers: {
          Host: `kaiju.localhost:${server.port}`, Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Protocol': 'vite-hmr',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(101);
  });
});
