/** Limit messages put product names in as they are, even names holding replacement patterns. */
import { describe, expect, it } from 'vitest';
import { limitMessage } from './quantity-limits.js';

type Rule = Parameters<typeof limitMessage>[0];
const rule = (message: string, max = 10): Rule =>
  ({ id: 'limit', kind: 'quantity-limit', match: { nameContains: '(limit 10)' }, max, scope: 'cart', message }) as Rule;

describe('limitMessage', () => {
  it.each([
    ["Chef$'s Wings (limit 10)", 'No more than 10 {name}s.', "No more than 10 Chef$'s Wings."],
    ['Taco $& Co (limit 10)', 'At most {max} {name}s.', 'At most 10 Taco $& Cos.'],
    ['A $` B (limit 10)', '{name}: {max}', 'A $` B: 10'],
    ['Wing $1 (limit 10)', 'Only {max} {name}.', 'Only 10 Wing $1.'],
    ['Soup {max} (limit 10)', '{name}s, {max}', 'Soup {max}s, 10'],
  ])('%s in %s', (name, message, expected) => {
    expect(limitMessage(rule(message), name)).toBe(expected);
  });

  it('{names} lists the names as they are', () => {
    expect(limitMessage(rule('{names} together: {max}', 3), "A$'", 'count', ["A$'", '$&B'])).toBe("A$' and $&B together: 3");
  });
});
