/**
 * The server as server/main.ts runs it, plus the test staff guard (X-Test-Staff header), so the
 * benchmark can hold a board's events stream open, and a count of the statements it sends to
 * the database (printed as a JSON line on SIGUSR2). Benchmarks and tests only.
 */
import { startServer } from '../../server/index.js';
import { headerGuard } from '../server/lifecycle-helpers.js';
import { countStatements } from '../server/statement-count.js';

let counter: ReturnType<typeof countStatements> | undefined;
const server = await startServer({ staffGuard: headerGuard, logLine: () => undefined, wrapDb: (db) => (counter = countStatements(db)).db });
// The handler before the listening line: the bench asks for the counts as soon as it reads that line.
process.on('SIGUSR2', () => process.stdout.write(`${JSON.stringify({ statements: counter?.counts.statements ?? 0, transactions: counter?.counts.transactions ?? 0 })}\n`));
process.stdout.write(`${JSON.stringify({ listening: server.url, port: server.port, database: server.db.kind })}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0), () => process.exit(1)));
