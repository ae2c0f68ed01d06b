import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMoneyInput, readTipPrompt } from './money-input.js';

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

describe("readTipPrompt ('Enter Tip:' keeps only digits and dots)", () => {
  it.each([
    ['3', 300],
    ['3.5', 350],
    ['$3.50', 350],
    ['3.5abc', 350],
    ['$3.5abc', 350],
    ['USD 3.50', 350],
    ['abc3', 300],
    ['-1', 100],
    ['1,000', 100_000],
    ['$ 4 . 2 5', 425],
    ['2.', 200],
    ['.75', 75],
    ['tip: .5!', 50],
    ['0', 0],
    ['000012.30', 1230],
    ['999999.99', 99_999_999],
  ])('%s is %i cents', (text, cents) => expect(readTipPrompt(text)).toEqual({ kind: 'amount', cents }));

  it.each(['', '   ', '$', '.', '..', 'abc', '-', '$-.', 'five dollars'])('%o has nothing numeric: ignored', (text) =>
    expect(readTipPrompt(text)).toEqual({ kind: 'empty' }));

  it.each([
    ['1.2.3', '"1.2.3" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['$1.2.3abc', '"$1.2.3abc" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['..5', '"..5" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['Mr. 5.00', '"Mr. 5.00" has more than one dot: write dollars and cents with one dot, like 2.50.'],
    ['2.999', '"2.999" has more than two digits after the dot: a tip is in whole cents, like 2.50.'],
    ['$2.5x05', '"$2.5x05" has more than two digits after the dot: a tip is in whole cents, like 2.50.'],
    ['1234567', '"1234567" is too large: enter at most 999999.99.'],
    ['1,234,567', '"1,234,567" is too large: enter at most 999999.99.'],
  ])('%s is refused: %s', (text, message) => expect(readTipPrompt(text)).toEqual({ kind: 'invalid', message }));

  it('any text reads as what its digits and dots alone read as, and as nothing when it has no digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (text) => {
        const kept = [...text].filter((ch) => (ch >= '0' && ch <= '9') || ch === '.').join('');
        const read = readTipPrompt(text);
        if (!/[0-9]/.test(kept)) {
          expect(read).toEqual({ kind: 'empty' });
          return;
        }
        // Independently: an amount when one dot at most, at most two decimals and six whole digits; then whole x 100 + cents.
        const parts = kept.split('.');
        const [whole = '', frac = ''] = parts;
        const readable = parts.length <= 2 && frac.length <= 2 && whole.replace(/^0+/, '').length <= 6;
        if (readable) expect(read).toEqual({ kind: 'amount', cents: Number(whole || '0') * 100 + Number(frac.padEnd(2, '0')) });
        else expect(read.kind).toBe('invalid');
      }),
    );
  });
});
