/**
 * A database wrapper that counts what the server sends: statements (every query, including the
 * BEGIN and COMMIT of a transaction) and transactions. On PostgreSQL each statement is one round
 * trip (node-postgres sends parse, bind and execute of a named statement in one write and waits
 * for its answer), so the statement count is the round-trip count. Used by the statement-count
 * test (server/orders per placed order) and by the server benchmark.
 */
import type { Db, Queryable } from '../../server/db.js';

export interface StatementCounts {
  statements: number;
  transactions: number;
  /** The SQL of each statement since the last reset (the first 400 characters), in order. */
  readonly log: string[];
}

export function countStatements(db: Db, keepLog = false): { db: Db; counts: StatementCounts; reset(): void } {
  const counts: StatementCounts = { statements: 0, transactions: 0, log: [] };
  const note = (sql: string): void => {
    counts.statements += 1;
    if (keepLog) counts.log.push(sql.replace(/\s+/g, ' ').trim().slice(0, 400));
  };
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      note(sql);
      return q.query(sql, params);
    },
  });
  const counted: Db = {
    ...db,
    kind: db.kind,
    query: (sql, params) => {
      note(sql);
      return db.query(sql, params);
    },
    transaction: (fn) => {
      counts.transactions += 1;
      note('BEGIN');
      return db.transaction((tx) => fn(wrap(tx))).finally(() => note('COMMIT'));
    },
    close: () => db.close(),
    ...(db.listen ? { listen: db.listen.bind(db) } : {}),
  };
  return {
    db: counted,
    counts,
    reset() {
      counts.statements = 0;
      counts.transactions = 0;
      counts.log.length = 0;
    },
  };
}
