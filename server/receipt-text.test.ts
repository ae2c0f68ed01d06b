/**
 * Receipt text layout: emoji sequences stay whole through script runs, bidi reordering and
 * line wrapping (the PDF itself is read back in tests/server/receipt-scripts.test.ts).
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { clusters, paragraphIsRtl, ReceiptText, visualRuns } from './receipt-text.js';

const HAND = '\u{1F44D}\u{1F3FD}'; // 👍🏽: thumbs up, medium skin tone
const FLAG = '\u{1F1FA}\u{1F1F8}'; // 🇺🇸: regional indicators U and S
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'; // 👨‍👩‍👧: man ZWJ woman ZWJ girl
const FIRE = '\u{1F525}';
const BURGER = '\u{1F354}';

describe('visualRuns', () => {
  it('two emoji in a row are one emoji run, each with both halves of its surrogate pair', () => {
    expect(visualRuns(`Bob ${FIRE}${BURGER}`, false)).toEqual([
      { script: 'latin', text: 'Bob ' },
      { script: 'emoji', text: `${FIRE}${BURGER}` },
    ]);
  });

  it('skin tones, flags, ZWJ sequences and keycaps reach the emoji font whole', () => {
    const runs = visualRuns(`A ${FIRE}${BURGER} D ${HAND} E ${FLAG} F \u2764\uFE0F G ${FAMILY} H 1\uFE0F\u20E3`, false);
    expect(runs.filter((r) => r.script === 'emoji').map((r) => r.text)).toEqual([
      `${FIRE}${BURGER}`, HAND, FLAG, '\u2764\uFE0F', FAMILY, '1\uFE0F\u20E3',
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(`A ${FIRE}${BURGER} D ${HAND} E ${FLAG} F \u2764\uFE0F G ${FAMILY} H 1\uFE0F\u20E3`);
  });

  it('between right-to-left words, emoji go right to left as whole sequences', () => {
    // Logical: shalom, fire, hand, family, olam. Drawn left to right: olam, family, hand, fire, shalom.
    expect(visualRuns(`שלום ${FIRE}${HAND} ${FAMILY} עולם`, true)).toEqual([
      { script: 'hebrew', text: 'עולם' },
      { script: 'latin', text: ' ' },
      { script: 'emoji', text: FAMILY },
      { script: 'latin', text: ' ' },
      { script: 'emoji', text: `${HAND}${FIRE}` },
      { script: 'latin', text: ' ' },
      { script: 'hebrew', text: 'שלום' },
    ]);
  });

  it('a Hebrew word with vowel points goes to the font in logical order, each mark after its letter', () => {
    const pointed = '\u05E9\u05C1\u05B8\u05DC\u05D5\u05B9\u05DD'; // shin, shin dot, qamats, lamed, vav, holam, final mem
    expect(visualRuns(`${pointed} ${FIRE}`, true)).toEqual([
      { script: 'emoji', text: FIRE },
      { script: 'latin', text: ' ' },
      { script: 'hebrew', text: pointed },
    ]);
  });
});

describe('paragraphIsRtl', () => {
  it('an emoji is neutral: the first letter decides the direction', () => {
    expect(paragraphIsRtl(`${FIRE}${HAND} שלום`)).toBe(true);
    expect(paragraphIsRtl(`${FIRE} Bob שלום`)).toBe(false);
    // Regional indicators are left-to-right letters in Unicode.
    expect(paragraphIsRtl(`${FLAG} שלום`)).toBe(false);
  });
});

describe('ReceiptText.wrap', () => {
  it('cuts a long run of emoji between sequences, never inside one', () => {
    const text = new ReceiptText(new PDFDocument({ size: 'LETTER', margin: 50 }));
    const word = `${HAND}${FLAG}${FAMILY}`.repeat(12);
    const lines = text.wrap(word, false, 10, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line).toMatch(new RegExp(`^(?:${HAND}|${FLAG}|${FAMILY})+$`, 'u'));
  });
});

describe('clusters', () => {
  it('splits into user-perceived characters', () => {
    expect(clusters(`a${HAND}${FLAG}b${FAMILY}`)).toEqual(['a', HAND, FLAG, 'b', FAMILY]);
  });
});
