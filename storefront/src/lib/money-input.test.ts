import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMoneyInput } from './money-input.js';

describe('readMoneyInput', () => {
  it.each([
    ['3', 300],
    ['3.5', 350],
    ['3.50', 350],
    ['$4.25', 425],
    ['$ 4.25', 425],
    [' 7 ', 700],
    ['2.', 200],
    ['.75', 75],
    ['0.07', 7],
    ['0', 0],
    ['000012.30', 1230],
    ['999999.99', 99_999_999],
  ])('%s is %i cents', (text, cents) => expect(readMoneyInput(text)).toEqual({ kind: 'amount', cents }));

  it.each(['', '   ', '$', '.'])('%o is nothing typed yet', (text) => expect(readMoneyInput(text)).toEqual({ kind: 'empty' }));

  it.each([
    ['1.2.3', '"1.2.3" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['..5', '"..5" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['-1', 'A tip cannot be negative: enter an amount like 2.50.'],
    ['$-1', 'A tip cannot be negative: enter an amount like 2.50.'],
    ['abc', '"abc" is not an amount: use digits and at most one dot, like 2.50.'],
    ['12a3', '"12a3" is not an amount: use digits and at most one dot, like 2.50.'],
    ['1,000', '"1,000" is not an amount: use digits and at most one dot, like 2.50.'],
    ['1e3', '"1e3" is not an amount: use digits and at most one dot, like 2.50.'],
    ['2.999', '"2.999" has more than two digits after the dot: a tip is in whole cents, like 2.50.'],
    ['1234567', '"1234567" is too large: enter at most 999999.99.'],
  ])('%s is refused: %s', (text, message) => expect(readMoneyInput(text)).toEqual({ kind: 'invalid', message }));

  describe('properties', () => {
    it('any dollars and cents written out read back as exactly those cents, an integer', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
          const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
          const read = readMoneyInput(text);
          expect(read).toEqual({ kind: 'amount', cents });
          if (read.kind === 'amount') expect(Number.isSafeInteger(read.cents)).toBe(true);
        }),
      );
    });

    it('every input is an amount of whole, non-negative cents, nothing, or refused with a sentence', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 12 }), (text) => {
          const read = readMoneyInput(text);
          if (read.kind === 'amount') expect(Number.isSafeInteger(read.cents) && read.cents >= 0).toBe(true);
          if (read.kind === 'invalid') expect(read.message).toMatch(/\.$/);
        }),
      );
    });
  });
});
