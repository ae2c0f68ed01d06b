/**
 * Receipts in any script: the PDF is read back with poppler's pdftotext, so the test checks
 * what a reader gets, not what the code meant to draw. Hebrew, Arabic, Chinese and emoji
 * come back as the same text, right-to-left words are placed right to left, and no word
 * crosses the margins. Emoji sequences (two in a row, skin tones, flags, ZWJ sequences) are
 * drawn with real glyphs: no text in the embedded fonts uses the .notdef glyph (the box).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../server/order-store.js';
import { renderReceipt } from '../../server/receipt.js';
import { loadShops } from '../../server/shops.js';
import { FIXTURE_SHOPS } from './harness.js';

const profile = (await loadShops(FIXTURE_SHOPS)).get('srvtest')!;
const dir = mkdtempSync(join(tmpdir(), 'receipt-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let hasPoppler = true;
try {
  execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
} catch {
  hasPoppler = false;
  if (process.env.REQUIRE_SERVICES === '1') throw new Error('pdftotext (poppler-utils) is required (REQUIRE_SERVICES=1) but is not installed.');
  console.warn('pdftotext (poppler-utils) is not installed: the receipt script tests are skipped.');
}

const NAME = 'שרה לוי';
const ARABIC_NOTE = 'بدون بصل من فضلك';
const CJK_ADDRESS = '北京市朝阳区建国路八十八号现代城大厦二十三层二三零五室请按门铃三次谢谢您的耐心等待我们会尽快送达';
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(4);

function order(over: { name?: string; note?: string } = {}): OrderRecord {
  return {
    id: 'abcdefghijklmnopqrstuvwxyz234567', shopId: 'srvtest', createdAt: '2025-06-18T19:00:00.000Z', dueAt: '2025-06-18T19:45:00.000Z',
    name: over.name ?? NAME, phone: '2135550199', cartType: 'DELIVERY', paymentType: 'CARD', paymentStatus: 'paid', invoiceCents: 3405, postOrderTipCents: 0,
    cart: { products: [], deliveryAddress: CJK_ADDRESS, unitNumber: '4B', deliveryInstructions: ARABIC_NOTE },
    quote: {
      shopId: 'srvtest', at: '2025-06-18T12:00:00.000-07:00', cartType: 'DELIVERY', paymentType: 'CARD', blockers: [], trace: [],
      delivery: { miles: 1.6, deliverable: true, feeCents: 300, maxDistanceInMiles: 5 },
      lines: [
        { productId: 'p-burger', name: '炒饭 Fried rice', category: null, quantity: 2, unitCents: 1200, totalCents: 2400, discountCents: 0, taxCents: 240, note: over.note ?? 'Extra spicy 🔥 please', picks: [] },
        { productId: 'p-x', name: 'Wrap', category: null, quantity: 1, unitCents: 900, totalCents: 900, discountCents: 0, taxCents: 90, note: LONG_WORD, picks: [] },
      ],
      totals: {
        subtotalCents: 3300, discountCents: 0, serviceFeeCents: 0, deliveryFeeCents: 300, taxCents: 330, preTipTotalCents: 3930,
        tipCents: 0, donationCents: 0, cashbackAppliedCents: 0, invoiceCents: 3930, cashbackEarnedCents: 0, marketPriceItems: 0,
      },
    },
  } as unknown as OrderRecord;
}

/** pdftotext's output without the bidi marks it adds around right-to-left text. */
const readText = (pdf: string) => execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e\u200e\u200f]/g, '');

interface Word { text: string; xMin: number; xMax: number; yMin: number }
function readWords(pdf: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), text: m[4]!,
  }));
}

/**
 * Glyphs drawn with .notdef (glyph 0, the box) in the PDF's embedded (Type0, two bytes a glyph)
 * fonts, read from the page content streams: `/F3 10 Tf` selects a font, `[<0001...> 0] TJ` draws.
 */
function notdefGlyphs(pdfPath: string): number {
  const bytes = readFileSync(pdfPath);
  const raw = bytes.toString('latin1');
  const type0 = new Set<string>();
  for (const m of raw.matchAll(/\n(\d+) 0 obj\s*<<\s*\/Type \/Font\s*\/Subtype \/Type0/g)) type0.add(m[1]!);
  const embedded = new Set<string>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) if (type0.has(m[2]!)) embedded.add(m[1]!);
  expect(embedded.size, 'the receipt embeds its emoji font').toBeGreaterThan(0);
  let notdef = 0;
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    let font = '';
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) font = op[1];
      else if (embedded.has(font)) for (const hex of op[2]!.matchAll(/<([0-9a-f]*)>/gi)) notdef += (hex[1]!.match(/.{4}/g) ?? []).filter((g) => g === '0000').length;
    }
  }
  return notdef;
}

describe.skipIf(!hasPoppler)('emoji sequences on the receipt', () => {
  const NOTE = 'A 🔥 B 🍔 C 🔥🍔 D 👍🏽 E 🇺🇸 F ❤️ G 👨‍👩‍👧 H 1️⃣';
  const EMOJI_NAME = 'Bob 🔥🍔';
  let pdf = '';
  it('renders', async () => {
    pdf = join(dir, 'emoji.pdf');
    writeFileSync(pdf, await renderReceipt(profile, order({ name: EMOJI_NAME, note: NOTE })));
  });

  it('two emoji in a row, a skin tone, a flag, a ZWJ sequence and a keycap are drawn, none as a box', () => {
    expect(notdefGlyphs(pdf)).toBe(0);
  });

  it('come back from the PDF as the text typed (a skin tone as its emoji)', () => {
    const text = readText(pdf);
    expect(text).toContain(EMOJI_NAME);
    expect(text).toContain('Note: A 🔥 B 🍔 C 🔥🍔 D 👍 E 🇺🇸 F ❤️ G 👨‍👩‍👧 H 1️⃣');
  });

  it('the Hebrew, Arabic and Chinese receipt has no box either', async () => {
    const other = join(dir, 'scripts.pdf');
    writeFileSync(other, await renderReceipt(profile, order()));
    expect(notdefGlyphs(other)).toBe(0);
  });
});

describe.skipIf(!hasPoppler)('receipts in any script', () => {
  let pdf = '';
  it('renders', async () => {
    pdf = join(dir, 'receipt.pdf');
    writeFileSync(pdf, await renderReceipt(profile, order()));
  });

  it('Hebrew, Arabic, Chinese and emoji come back from the PDF as the same text', () => {
    const text = readText(pdf);
    expect(text).toContain(NAME);
    expect(text).toContain(ARABIC_NOTE);
    expect(text).toContain('炒饭 Fried rice');
    expect(text).toContain('🔥');
    // The address is wrapped over several lines; joined again it is the same text.
    expect(text.replace(/\s+/g, '')).toContain(CJK_ADDRESS);
    expect(text).not.toMatch(/\uFFFD/);
  });

  it('right-to-left words are placed right to left, against the right edge of their box', () => {
    const words = readWords(pdf);
    const find = (w: string) => words.find((x) => x.text === w || x.text === [...w].reverse().join(''));
    const [first, second] = NAME.split(' ').map(find);
    expect([first?.text.length ?? 0, second?.text.length ?? 0].every((n) => n > 0), `both words of ${NAME} are in the PDF`).toBe(true);
    expect(first!.yMin).toBeCloseTo(second!.yMin, 0);
    // The first word (logically) is the rightmost.
    expect(first!.xMin).toBeGreaterThan(second!.xMax);
    // The value column ends at the right margin (612 - 50 points).
    expect(first!.xMax).toBeGreaterThan(612 - 50 - 2);
    const arabicWords = ARABIC_NOTE.split(' ').map(find);
    expect(arabicWords.every(Boolean)).toBe(true);
    for (let i = 1; i < arabicWords.length; i += 1) expect(arabicWords[i - 1]!.xMin).toBeGreaterThan(arabicWords[i]!.xMax);
  });

  it('every word stays inside the margins, a word longer than the line included', () => {
    const words = readWords(pdf);
    expect(words.length).toBeGreaterThan(40);
    for (const w of words) {
      expect(w.xMin, w.text).toBeGreaterThanOrEqual(50 - 1);
      expect(w.xMax, w.text).toBeLessThanOrEqual(612 - 50 + 1);
    }
    // The long word was cut into pieces that together are the word.
    const pieces = words.filter((w) => w.text.includes('Supercali') || w.text.includes('docious'));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((w) => w.text).join('').replace(/^Note:/, '')).toBe(LONG_WORD);
  });
});
