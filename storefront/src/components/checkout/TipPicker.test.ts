import { describe, expect, it } from 'vitest';
import { normalizeTipText, parseTip } from './TipPicker.js';

describe("custom tip ('Enter Tip:')", () => {
  it.each([
    ['3', 300],
    ['3.5', 350],
    ['$4.25', 425],
    ['abc', undefined],
    ['', undefined],
    ['.75', 75],
    ['2.999', 299],
  ])('%s → %s cents', (text, cents) => expect(parseTip(text)).toBe(cents));
});

describe('what the custom tip field keeps', () => {
  it.each([
    ['1.2.3', '1.2'],
    ['2.999', '2.99'],
    ['$4.25', '4.25'],
    ['..5', '.'],
    ['abc', ''],
    ['1234567.5', '123456'],
    ['.75', '.75'],
  ])('%s keeps %s', (text, kept) => expect(normalizeTipText(text)).toBe(kept));
});
