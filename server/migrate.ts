/** Applies server/migrations/*.sql in name order, once each, recorded in schema_migrations. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

/** Where the migration files live (next to this module, also after bundling into cli/dist). */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, 'migrations'), join(here, '..', '..', 'server', 'migrations')]) {
    try {
      readdirSync(candidate);
      return candidate;
    } catch {
      // try the next location
    }
  }
  throw new Error(`server migrations folder not found near ${here}`);
}

// Any fixed number: concurrent instances starting on one PostgreSQL take turns migrating.
const MIGRATION_LOCK = 72_110_601;

/** Applies every pending migration; returns the names applied now. */
export async function migrate(db: Db, dir: string = migrationsDir()): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    // Transaction-scoped, so it is released at COMMIT/ROLLBACK even if the process dies.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(dir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/**
 * Splits a migration into statements at semicolons that end a line. A dollar-quoted body
 * (`$$ ... $$`, a function's code) is kept whole, semicolons and all; `--` comments outside
 * such bodies are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    const dollars = (line.match(/\$\$/g) ?? []).length;
    const text = inBody ? line : line.replace(/--.*$/, '');
    current += `${text}\n`;
    if (dollars % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(text)) {
      statements.push(current.replace(/;\s*$/, ''));
      current = '';
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
