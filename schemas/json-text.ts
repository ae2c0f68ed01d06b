/**
 * JSON text and positions: strict parsing of JSON text into a value (BAD_JSON and DUPLICATE_KEY
 * findings with lines), and the line/column of a JSON pointer in the text.
 */
import { parse as parseJsonc, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { finding, pointerOf, segmentsOf, type Finding, type Locate } from './findings.js';

/** Finds the line and column of JSON pointers in a JSON text. */
export interface Locator {
  /** 1-based line/column of the value at `path` (or of its key with `key: true`); the nearest existing ancestor when absent. */
  position(path: string, options?: { readonly key?: boolean }): { line: number; column: number };
}

/** Builds a locator over a JSON text (parsed lazily, once). */
export function createLocator(text: string): Locator {
  let root: JsonNode | undefined;
  let parsed = false;
  let lineStarts: number[] | undefined;
  const toLineColumn = (offset: number): { line: number; column: number } => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
    }
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  return {
    position(path, options) {
      if (!parsed) {
        root = parseTree(text, [], { disallowComments: false, allowTrailingComma: true });
        parsed = true;
      }
      if (!root) return { line: 1, column: 1 };
      let node: JsonNode = root;
      let keyNode: JsonNode | undefined;
      const segments = segmentsOf(path);
      for (let i = 0; i < segments.length; i++) {
        const seg = segments[i]!;
        let next: JsonNode | undefined;
        let nextKey: JsonNode | undefined;
        if (node.type === 'object') {
          // The last property with this key wins, as in JSON.parse.
          for (const prop of node.children ?? []) {
            const k = prop.children?.[0];
            if (k && k.value === seg) {
              nextKey = k;
              next = prop.children?.[1];
            }
          }
        } else if (node.type === 'array' && /^\d+$/.test(seg)) {
          next = node.children?.[Number(seg)];
        }
        if (!next) {
          if (nextKey) return toLineColumn(nextKey.offset);
          return toLineColumn(node.offset);
        }
        node = next;
        keyNode = nextKey;
      }
      if (options?.key && keyNode) return toLineColumn(keyNode.offset);
      return toLineColumn(node.offset);
    },
  };
}

/** A Locate over one file's text (line/column 0 when there is no text). */
export function locateIn(file: string, text: string | undefined): Locate {
  const locator = text === undefined ? undefined : createLocator(text);
  return (path, options) => {
    const pos = locator ? locator.position(path, options) : { line: 0, column: 0 };
    return { file, path, line: pos.line, column: pos.column };
  };
}

const PARSE_ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: 'an unexpected character was found',
  InvalidNumberFormat: 'a number is written wrongly',
  PropertyNameExpected: 'a key in double quotes was expected (is there a trailing comma?)',
  ValueExpected: 'a value was expected (is there a trailing comma or a missing value?)',
  ColonExpected: 'a colon was expected after the key',
  CommaExpected: 'a comma was expected between entries',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the text goes on after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed (missing ")',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid',
  InvalidCharacter: 'a control character (such as a raw tab or newline) is inside a string',
};

/** Parses JSON text strictly (no comments, no trailing commas); problems become BAD_JSON findings. */
export function parseJsonText(text: string, file = '<inline>'): { ok: true; value: unknown; findings: Finding[] } | { ok: false; findings: Finding[] } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const locator = createLocator(source);
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0) {
    const lineOf = lineColumnOf(source);
    const findings = errors.slice(0, 1).map((e) => {
      const pos = lineOf(e.offset);
      const what = PARSE_ERROR_TEXT[printParseErrorCode(e.error)] ?? 'the text cannot be read';
      return finding(
        { file, path: '', line: pos.line, column: pos.column },
        'BAD_JSON',
        `The file is not valid JSON: ${what} at line ${pos.line}, column ${pos.column}.`,
        'Fix the JSON syntax here: look for a missing comma, a trailing comma, an unclosed quote or bracket, or a comment just before this position.',
      );
    });
    return { ok: false, findings };
  }
  return { ok: true, value, findings: duplicateKeyFindings(source, file, locator) };
}

function lineColumnOf(text: string): (offset: number) => { line: number; column: number } {
  return (offset) => {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    return { line, column: offset - lineStart + 1 };
  };
}

/** JSON.parse keeps the last of two equal keys silently; a profile author almost never means that. */
function duplicateKeyFindings(text: string, file: string, _locator: Locator): Finding[] {
  const root = parseTree(text);
  if (!root) return [];
  const out: Finding[] = [];
  const lineOf = lineColumnOf(text);
  const walk = (node: JsonNode, segments: (string | number)[]): void => {
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const prop of node.children ?? []) {
        const key = prop.children?.[0];
        const value = prop.children?.[1];
        if (!key || typeof key.value !== 'string') continue;
        if (seen.has(key.value)) {
          const pos = lineOf(key.offset);
          out.push(
            finding(
              { file, path: pointerOf([...segments, key.value]), line: pos.line, column: pos.column },
              'DUPLICATE_KEY',
              `The key "${key.value}" appears twice in the same object; only the last one is used.`,
              `Remove one of the two "${key.value}" entries (or merge them).`,
            ),
          );
        }
        seen.add(key.value);
        if (value) walk(value, [...segments, key.value]);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((child, i) => walk(child, [...segments, i]));
    }
  };
  walk(root, []);
  return out;
}
