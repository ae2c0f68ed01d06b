/**
 * The server as server/main.ts runs it, plus the test staff guard (X-Test-Staff header), so the
 * benchmark can hold a board's events stream open, and a count of the statements it sends to
 * the database (printed as a JSON line on SIGUSR2). Benchmarks and tests only.
 *
 * With BENCH_ORDER_STATEMENTS_IN_PROCESS=1 the two statements of the bench's order (the customer's
 * counts with their limit guard, and the guarded write) are answered here, as the database answers
 * them for a new customer, without reaching it: the server's CPU per order without the database
 * driver and its round trips (the bench's orders-in-process scenario). Nothing is stored.
 */
import type { Db } from '../../server/db.js';
import { startServer } from '../../server/index.js';
import { headerGuard } from '../server/lifecycle-helpers.js';
import { countStatements } from '../server/statement-count.js';

/** The database with the order's two statements answered in this process (see above). */
function orderStatementsInProcess(db: Db): Db {
  return {
    ...db,
    kind: db.kind,
    query: async <R>(sql: string, params?: readonly unknown[]) => {
      if (sql.startsWith('SELECT coalesce((SELECT version FROM customer_limit_guards')) return { rows: [{ version: '0', counts: '{}' } as R], rowCount: 1 };
      if (sql.startsWith('WITH g AS (')) return { rows: [{ written: 1, guarded: 1 } as R], rowCount: 1 };
      return db.query<R>(sql, params);
    },
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
  };
}

const inProcess = process.env.BENCH_ORDER_STATEMENTS_IN_PROCESS === '1';
let counter: ReturnType<typeof countStatements> | undefined;
const server = await startServer({
  staffGuard: headerGuard,
  logLine: () => undefined,
  wrapDb: (db) => (counter = countStatements(inProcess ? orderStatementsInProcess(db) : db)).db,
});
// The handler before the listening line: the bench asks for the counts as soon as it reads that line.
process.on('SIGUSR2', () => process.stdout.write(`${JSON.stringify({ statements: counter?.counts.statements ?? 0, transactions: counter?.counts.transactions ?? 0 })}\n`));
process.stdout.write(`${JSON.stringify({ listening: server.url, port: server.port, database: server.db.kind })}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0), () => process.exit(1)));
