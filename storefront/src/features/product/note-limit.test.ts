import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countNote, NOTE_MAX_LENGTH, noteCounterText } from './note-limit.js';

describe('the kitchen note limit', () => {
  it('is the order API\'s own limit (the cart schema\'s note maxLength)', () => {
    const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../schemas/cart.schema.json'), 'utf8')) as Record<string, any>;
    const found: number[] = [];
    const walk = (node: unknown, key: string): void => {
      if (!node || typeof node !== 'object') return;
      if (key === 'note' && typeof (node as { maxLength?: unknown }).maxLength === 'number') found.push((node as { maxLength: number }).maxLength);
      for (const [k, v] of Object.entries(node)) walk(v, k);
    };
    walk(schema, '');
    expect(found).toEqual([NOTE_MAX_LENGTH]);
    expect(NOTE_MAX_LENGTH).toBe(500);
  });

  it.each([
    ['', 0, '0 / 500'],
    ['No onions', 9, '9 / 500'],
    ['  no onions  ', 9, '9 / 500'],
    ['🍕'.repeat(10), 10, '10 / 500'],
    ['a'.repeat(500), 500, '500 / 500'],
    ['a'.repeat(501), 501, '501 / 500: 1 character too many. Shorten the note to add this item.'],
    ['é'.repeat(512), 512, '512 / 500: 12 characters too many. Shorten the note to add this item.'],
  ])('%#: %i characters read %s', (note, length, text) => {
    const c = countNote(note);
    expect(c.length).toBe(length);
    expect(c.over).toBe(length > 500);
    expect(c.remaining).toBe(500 - length);
    expect(noteCounterText(c)).toBe(text);
  });
});
