/**
 * Text on the PDF receipt in any script a customer may type: each character is drawn with a
 * font that has it (Helvetica for Latin-1; Noto Sans Hebrew, Noto Naskh Arabic, Noto Sans
 * Hans for CJK, Cyrillic and Greek, and the monochrome Noto Emoji, all from npm packages),
 * lines are wrapped inside their box (between words, between CJK characters, and inside a
 * word too long for the box), and each line is put in visual order with the Unicode
 * bidirectional algorithm, so Hebrew and Arabic read right to left and a right-to-left
 * paragraph is set against the right edge. Text is handled as user-perceived characters
 * (grapheme clusters, `Intl.Segmenter`): an emoji sequence (skin tone, flag, keycap, ZWJ
 * sequence) is never cut by a line break or by the reordering, and the emoji font draws it
 * whole, as one glyph where it has one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as bidiModule from 'bidi-js';
import type { Bidi } from 'bidi-js';

const require = createRequire(import.meta.url);
// A CommonJS module whose export is the factory: Node's ESM loader hands it over as the default.
const bidiFactory = ((bidiModule as unknown as { default?: () => Bidi }).default ?? (bidiModule as unknown as () => Bidi));
const bidi = bidiFactory();

type Script = 'latin' | 'hebrew' | 'arabic' | 'cjk' | 'emoji';

/** Where each script's regular and bold font files are, inside their npm packages. */
const FONT_FILES: Record<Exclude<Script, 'latin'>, { pkg: string; regular: string; bold: string }> = {
  hebrew: { pkg: '@embedpdf/fonts-hebrew', regular: 'fonts/NotoSansHebrew-Regular.ttf', bold: 'fonts/NotoSansHebrew-Bold.ttf' },
  arabic: { pkg: '@embedpdf/fonts-arabic', regular: 'fonts/NotoNaskhArabic-Regular.ttf', bold: 'fonts/NotoNaskhArabic-Bold.ttf' },
  cjk: { pkg: '@embedpdf/fonts-sc', regular: 'fonts/NotoSansHans-Regular.otf', bold: 'fonts/NotoSansHans-Bold.otf' },
  emoji: { pkg: '@expo-google-fonts/noto-emoji', regular: '400Regular/NotoEmoji_400Regular.ttf', bold: '700Bold/NotoEmoji_700Bold.ttf' },
};

/** The package's root folder (its main file may sit in dist/). */
function packageRoot(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!dir.endsWith(pkg.split('/').pop()!)) dir = dirname(dir);
  return dir;
}

const fontCache = new Map<string, Buffer>();
/** Font bytes, read once per process and only when a receipt needs them. */
function fontBytes(script: Exclude<Script, 'latin'>, bold: boolean): Buffer {
  const key = `${script}:${bold}`;
  let bytes = fontCache.get(key);
  if (!bytes) {
    const f = FONT_FILES[script];
    bytes = readFileSync(join(packageRoot(f.pkg), bold ? f.bold : f.regular));
    fontCache.set(key, bytes);
  }
  return bytes;
}

/** The script whose font draws code point `cp`. */
export function scriptOf(cp: number): Script {
  if (cp < 0x100) return 'latin';
  if ((cp >= 0x0590 && cp <= 0x05ff) || (cp >= 0xfb1d && cp <= 0xfb4f)) return 'hebrew';
  if ((cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0x0750 && cp <= 0x077f) || (cp >= 0x08a0 && cp <= 0x08ff) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfefe)) return 'arabic';
  if (EMOJI.test(String.fromCodePoint(cp)) || cp === 0x200d || cp === 0xfe0f || cp === 0x20e3 || (cp >= 0x1f1e6 && cp <= 0x1f1ff) || (cp >= 0x1f3fb && cp <= 0x1f3ff) || (cp >= 0xe0020 && cp <= 0xe007f)) return 'emoji';
  return 'cjk';
}
const EMOJI = /\p{Extended_Pictographic}/u;

/** The pdfkit document surface this module draws on. */
export interface TextDoc {
  font(name: string): this;
  fontSize(size: number): this;
  registerFont(name: string, src: Buffer): this;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false; baseline: 'alphabetic' }): this;
}

interface Run {
  text: string;
  script: Script;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** `text` as user-perceived characters: an emoji sequence or a letter with its marks is one. */
export function clusters(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Characters that make a cluster longer than one code unit: astral ones (emoji), marks, joiners, conjoining jamo. */
const JOINS = /[\p{M}\u200c\u200d\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\u{10000}-\u{10ffff}]/u;

/**
 * Where `text` has clusters of more than one code unit, as [start, end) code unit ranges. Only
 * spans of non-ASCII characters (with the ASCII character before them, which a keycap or a
 * combining mark builds on) that hold such a character can have one: the text from the first
 * to the last such span is segmented, in one call (each call has a fixed cost), and the rest of
 * the text is one code unit a cluster.
 */
function joinedClusters(text: string): [number, number][] {
  const out: [number, number][] = [];
  if (!JOINS.test(text)) return out;
  let from = -1;
  let to = -1;
  for (const span of text.matchAll(/[\x20-\x7e]?[^\x00-\x7f]+/g)) {
    if (!JOINS.test(span[0])) continue;
    if (from < 0) from = span.index;
    to = span.index + span[0].length;
  }
  if (from < 0) return out;
  for (const seg of graphemes.segment(text.slice(from, to))) {
    if (seg.segment.length > 1) out.push([from + seg.index, from + seg.index + seg.segment.length]);
  }
  return out;
}

/** A keycap (1️⃣, #️⃣) starting at `lastIndex`: its digit or sign is drawn by the emoji font too. */
const KEYCAP = /[#*0-9]\ufe0f?\u20e3/y;

/**
 * Splits `text` into runs of one script. Every code point of an emoji sequence (joiners,
 * variation selectors, skin tones, tags, the two letters of a flag) belongs to the emoji font,
 * so a sequence is never split and the font draws it whole, as one glyph where it has one.
 */
function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  const keycaps = text.includes('\u20e3');
  let at = 0;
  for (const ch of text) {
    KEYCAP.lastIndex = at;
    const script = keycaps && KEYCAP.test(text) ? 'emoji' : scriptOf(ch.codePointAt(0)!);
    at += ch.length;
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += ch;
    else runs.push({ text: ch, script });
  }
  return runs;
}

/** Draws with the fonts of one document; `bold` selects the bold faces. */
export class ReceiptText {
  private readonly registered = new Set<string>();

  constructor(private readonly doc: TextDoc) {}

  private use(script: Script, bold: boolean, size: number): void {
    let name: string;
    if (script === 'latin') name = bold ? 'Helvetica-Bold' : 'Helvetica';
    else {
      name = `receipt-${script}-${bold ? 'bold' : 'regular'}`;
      if (!this.registered.has(name)) {
        this.doc.registerFont(name, fontBytes(script, bold));
        this.registered.add(name);
      }
    }
    this.doc.font(name).fontSize(size);
  }

  /** Width of `text` drawn with the right font for each run. */
  width(text: string, bold: boolean, size: number): number {
    let w = 0;
    for (const r of scriptRuns(text)) {
      this.use(r.script, bold, size);
      w += this.doc.widthOfString(r.text);
    }
    return w;
  }

  /** Breaks `text` into lines no wider than `maxWidth` (logical order, trailing spaces kept off). */
  wrap(text: string, bold: boolean, size: number, maxWidth: number): string[] {
    // Break opportunities: after spaces, and around each CJK ideograph or kana.
    const units = text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff][ ]*|[^ \u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+[ ]*|[ ]+/g) ?? [];
    const lines: string[] = [];
    let line = '';
    const push = () => {
      if (line.trim() !== '' || lines.length === 0) lines.push(line.replace(/ +$/, ''));
      line = '';
    };
    for (const unit of units) {
      if (this.width((line + unit).replace(/ +$/, ''), bold, size) <= maxWidth) {
        line += unit;
        continue;
      }
      if (line !== '') push();
      if (this.width(unit.replace(/ +$/, ''), bold, size) <= maxWidth) {
        line = unit;
        continue;
      }
      // A word wider than the box is cut between characters (never inside an emoji sequence).
      for (const ch of clusters(unit)) {
        if (line !== '' && this.width((line + ch).replace(/ +$/, ''), bold, size) > maxWidth) push();
        line += ch;
      }
    }
    if (line !== '' || lines.length === 0) push();
    return lines;
  }

  /**
   * Draws `text` wrapped in the box [x, x + width) from `y`, aligned as asked (a right-to-left
   * paragraph is aligned right unless `align` says otherwise); returns the y below it.
   */
  draw(text: string, x: number, y: number, width: number, opts: { bold?: boolean; size: number; align?: 'left' | 'right' }): number {
    const bold = opts.bold ?? false;
    const size = opts.size;
    const rtl = paragraphIsRtl(text);
    const align = opts.align ?? (rtl ? 'right' : 'left');
    // One baseline and one line height for every font on the line, whatever their own ascenders.
    const lineHeight = Math.ceil(size * 1.4);
    const ascent = size * 1.05;
    for (const line of this.wrap(text, bold, size, width)) {
      const runs = visualRuns(line, rtl);
      const lineWidth = runs.reduce((w, r) => w + this.width(r.text, bold, size), 0);
      let cx = align === 'right' ? x + width - lineWidth : x;
      for (const r of runs) {
        this.use(r.script, bold, size);
        this.doc.text(r.text, cx, y + ascent, { lineBreak: false, baseline: 'alphabetic' });
        cx += this.doc.widthOfString(r.text);
      }
      y += lineHeight;
    }
    return y;
  }
}

/** A character of each bidi class, in the Basic Multilingual Plane. */
const STAND_IN: Record<string, string> = { L: 'a', R: '\u05d0', AL: '\u0627', EN: '0', AN: '\u0660', ES: '+', ET: '#', CS: ',', NSM: '\u0300', BN: '\u00ad', ON: '!' };

/**
 * `text` as bidi-js should read it. bidi-js classifies UTF-16 code units, so the two halves of
 * an emoji (a neutral character) would count as left-to-right letters: each character beyond
 * the Basic Multilingual Plane is handed over as two code units of its own bidi class, so
 * indices stay the same.
 */
function bidiText(text: string): string {
  if (!/[\ud800-\udbff]/.test(text)) return text;
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, (pair) => (STAND_IN[bidi.getBidiCharTypeName(pair)] ?? 'a').repeat(2));
}

/** True when the first strong character of `text` is right to left (Unicode rule P2). */
export function paragraphIsRtl(text: string): boolean {
  return bidi.getEmbeddingLevels(bidiText(text)).paragraphs[0]?.level === 1;
}

/**
 * One line in visual (left-to-right drawing) order, as runs of one script and direction.
 * Runs of Hebrew or Arabic letters are handed over in logical order: the font engine shapes
 * them (Arabic joining) and lays them out right to left itself. Each grapheme cluster keeps
 * its own code points in logical order wherever it lands, so an emoji sequence (two code
 * units for one emoji, a skin tone, a flag's two letters, a ZWJ sequence) stays whole.
 */
export function visualRuns(line: string, rtl: boolean): Run[] {
  if (line === '') return [];
  const classified = bidiText(line);
  const levels = bidi.getEmbeddingLevels(classified, rtl ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  // Visual order of code unit indices.
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(classified, levels)) {
    const part = order.slice(start, end + 1).reverse();
    order.splice(start, part.length, ...part);
  }
  // Where each code unit's cluster starts and ends. A cluster is placed where its first code unit
  // met in visual order is (its code units share one level, so they sit together, reversed or not).
  const start = new Int32Array(line.length);
  const end = new Int32Array(line.length);
  for (let i = 0; i < line.length; i += 1) {
    start[i] = i;
    end[i] = i + 1;
  }
  for (const [from, to] of joinedClusters(line)) {
    start.fill(from, from, to);
    end[from] = to;
  }
  const placed = new Uint8Array(line.length);
  type Piece = { clusters: string[]; script: Script; odd: boolean };
  const pieces: Piece[] = [];
  const add = (text: string, script: Script, odd: boolean) => {
    const last = pieces[pieces.length - 1];
    if (last && last.script === script && last.odd === odd) last.clusters.push(text);
    else pieces.push({ clusters: [text], script, odd });
  };
  for (const idx of order) {
    const first = start[idx]!;
    if (placed[first]) continue;
    placed[first] = 1;
    const odd = (levels.levels[first]! & 1) === 1;
    // Mirrored brackets in right-to-left text ('(' drawn as ')') are all single code units.
    if (end[first] === first + 1) {
      add(mirrored.get(first) ?? line[first]!, scriptOf(line.charCodeAt(first)), odd);
      continue;
    }
    let text = '';
    for (let i = first; i < end[first]!; i += 1) text += mirrored.get(i) ?? line[i]!;
    for (const r of scriptRuns(text)) add(r.text, r.script, odd);
  }
  return pieces.map((p) => ({
    script: p.script,
    // Right-to-left letters go back to logical order for the font engine, which reverses them.
    text: (p.odd && (p.script === 'hebrew' || p.script === 'arabic') ? p.clusters.reverse() : p.clusters).join(''),
  }));
}
