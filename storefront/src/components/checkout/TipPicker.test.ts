import { describe, expect, it } from 'vitest';
import { parseTip } from './TipPicker.js';

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
