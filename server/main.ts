/**
 * Runs the server from the environment (PORT, DATA_DIR, DATABASE_URL, SHOPS_DIR, ...):
 * `npx tsx server/main.ts`. `shopctl serve` does the same from the built CLI.
 */
import { ProfileLoadError, startServer } from './index.js';

try {
  const server = await startServer();
  // A parent process (tests, supervisors) reads the actual port from this line.
  process.stdout.write(`${JSON.stringify({ listening: server.url, port: server.port, database: server.db.kind })}\n`);
  const stop = (): void => {
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  process.stderr.write(`${err instanceof ProfileLoadError || err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
