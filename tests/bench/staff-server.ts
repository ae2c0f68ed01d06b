/**
 * The server as server/main.ts runs it, plus the test staff guard (X-Test-Staff header), so the
 * benchmark can hold a board's events stream open. Benchmarks and tests only.
 */
import { startServer } from '../../server/index.js';
import { headerGuard } from '../server/lifecycle-helpers.js';

const server = await startServer({ staffGuard: headerGuard, logLine: () => undefined });
process.stdout.write(`${JSON.stringify({ listening: server.url, port: server.port, database: server.db.kind })}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0), () => process.exit(1)));
