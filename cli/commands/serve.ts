/** `shopctl serve`: the order server (and the built storefront) on one port. */
import type { Command } from '../command.js';
import { EXIT, UsageError } from '../command.js';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run the order server and storefront on one port (embedded database by default).',
  help: [
    'Loads every profile under the shops folder (any error finding stops the start, with the findings listed),',
    'applies the database migrations and serves the JSON API under /api and the built storefront elsewhere.',
    '',
    'Environment: PORT (8787), HOST (127.0.0.1), DATA_DIR (./data), DATABASE_URL (PostgreSQL instead of the',
    'embedded PGlite), SHOPS_DIR (./shops), STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, GOOGLE_MAPS_API_KEY,',
    'STAFF_ORIGINS, NODE_ENV=production (requires the Stripe keys), LOG_LEVEL, SERVE_MEMORY_SETTINGS=0 (start without',
    'the memory settings: MALLOC_ARENA_MAX=2, MALLOC_TRIM_THRESHOLD_ and MALLOC_MMAP_THRESHOLD_ 131072, node',
    '--max-semi-space-size=4; a value already set is kept).',
    '',
    'Outside production, a start with no staff account creates the owner owner@localhost and prints its',
    'one-time password with the console address (http://localhost:PORT/admin). In production, create the',
    'first owner with: shopctl staff add you@example.com --role owner --password-stdin',
  ].join('\n'),
  options: [
    { flags: '--port <port>', description: 'port to listen on (default $PORT or 8787; 0 = any free port)' },
    { flags: '--host <host>', description: 'address to listen on (default $HOST or 127.0.0.1)' },
    { flags: '--data-dir <dir>', description: 'embedded database folder (default $DATA_DIR or ./data)' },
    { flags: '--shops <dir>', description: 'folder of shop profiles (default $SHOPS_DIR or ./shops)' },
    { flags: '--dev', description: 'serve the storefront from its sources through Vite, with hot reload (development)' },
  ],
  async run({ options }, deps) {
    const portText = (options.port as string | undefined) ?? deps.env.PORT;
    const port = portText === undefined ? 8787 : Number(portText);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a whole number from 0 to 65535, not "${portText}".`);
    // Loaded on demand: the server's dependencies (fastify, PGlite, pg, stripe, pdfkit) would
    // otherwise slow the start of every other command.
    const { ProfileLoadError, startServer } = await import('../../server/index.js');
    try {
      const server = await startServer({
        port,
        env: { ...process.env, ...deps.env },
        ...(options.host ? { host: String(options.host) } : {}),
        ...(options.dataDir ? { dataDir: String(options.dataDir) } : {}),
        ...(options.shops ? { shopsDir: String(options.shops) } : {}),
        ...(options.dev ? { dev: true } : {}),
      });
      // pid: the server's process (`shopctl serve` runs the server in a child process on Node before 22.15).
      deps.stdout(`${JSON.stringify({ listening: server.url, port: server.port, database: server.db.kind, pid: process.pid })}\n`);
      await new Promise<void>((resolveStop) => {
        const stop = (): void => {
          server.close().finally(resolveStop);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      return EXIT.OK;
    } catch (err) {
      if (err instanceof ProfileLoadError) {
        deps.stderr(`${err.message}\n`);
        return EXIT.FINDINGS;
      }
      deps.stderr(`${err instanceof Error ? err.message : String(err)}\n`);
      return EXIT.FINDINGS;
    }
  },
};
