import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsDir, splitStatements } from './migrate.js';

describe('splitStatements', () => {
  it.each([
    ['two statements', 'CREATE TABLE a (x int);\nCREATE TABLE b (y int);\n', ['CREATE TABLE a (x int)', 'CREATE TABLE b (y int)']],
    ['comments dropped', '-- a table\nCREATE TABLE a (x int); -- trailing\n', ['CREATE TABLE a (x int)']],
    [
      'a function body kept whole',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  -- keep me\n  RETURN NEW;\nEND\n$$;\nSELECT 1;\n',
      ['CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  -- keep me\n  RETURN NEW;\nEND\n$$', 'SELECT 1'],
    ],
    ['a one-line body', "CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$;\n", ['CREATE FUNCTION g() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$']],
  ])('%s', (_name, sql, expected) => {
    expect(splitStatements(sql)).toEqual(expected);
  });

  it('splits the lifecycle migration into its statements, its three functions whole', () => {
    const file = readdirSync(migrationsDir()).find((f) => f.startsWith('008_'))!;
    const statements = splitStatements(readFileSync(join(migrationsDir(), file), 'utf8'));
    const functions = statements.filter((s) => s.startsWith('CREATE FUNCTION'));
    expect(functions.map((s) => /CREATE FUNCTION (\w+)/.exec(s)?.[1])).toEqual(['events_append_only', 'orders_visible', 'orders_placed_event']);
    for (const f of functions) expect(f.trimEnd().endsWith('$$')).toBe(true);
  });
});
