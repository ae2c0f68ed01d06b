/**
 * The studio's JSON editor: CodeMirror 6 with the JSON language, completion and hover from the
 * file's JSON Schema, line numbers, bracket matching, undo and redo, and the server's findings
 * (the draft lint's) as diagnostics at their lines, marked in the gutter. Tab indents; Escape then
 * Tab moves focus out (CodeMirror's own way out of an editor that takes Tab).
 */
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState, type Text } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { Finding } from './studio-store.js';

export interface JsonEditorHandle {
  /** Puts the caret on a 1-based line (and column), scrolls to it and focuses the editor. */
  goToLine(line: number, column?: number): void;
}

export interface JsonEditorProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly findings: readonly Finding[];
  /** The file's JSON Schema, self-contained (see editor-schemas.ts). */
  readonly schema: object;
  readonly describedBy?: string;
}

/** Marks the transactions that bring the editor up to date with `value` (not the user's typing). */
const fromOutside = Annotation.define<boolean>();

/** The findings as diagnostics: from the finding's column (or the line's first non-blank) to the line's end. */
export function findingDiagnostics(doc: Text, findings: readonly Finding[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const f of findings) {
    if (!(f.line > 0)) continue;
    const line = doc.line(Math.min(f.line, doc.lines));
    const indent = /^\s*/.exec(line.text)![0].length;
    const from = line.from + Math.min(line.length, f.column > 1 ? f.column - 1 : indent);
    out.push({
      from,
      to: Math.max(from, line.to),
      severity: f.severity === 'error' ? 'error' : f.severity === 'warning' ? 'warning' : 'info',
      source: f.code,
      message: f.hint ? `${f.message} ${f.hint}` : f.message,
    });
  }
  return out;
}

/** The smallest change that turns `from` into `to`: what differs between their common ends. */
/** The one span that differs between `from` and `to` (common prefix and suffix left alone). */
function span(from: string, to: string, offset = 0): { from: number; to: number; insert: string } {
  let start = 0;
  const max = Math.min(from.length, to.length);
  while (start < max && from.charCodeAt(start) === to.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end)) end++;
  return { from: offset + start, to: offset + from.length - end, insert: to.slice(start, to.length - end) };
}

/**
 * The changes that turn `from` into `to`. When both have the same lines (a form edit changes
 * values, not layout), one change per line that differs, so the caret and the selection stay on
 * their lines; otherwise the one differing span.
 */
function diff(from: string, to: string): Array<{ from: number; to: number; insert: string }> {
  const a = from.split('\n');
  const b = to.split('\n');
  if (a.length !== b.length) return [span(from, to)];
  const changes: Array<{ from: number; to: number; insert: string }> = [];
  let pos = 0;
  a.forEach((line, i) => {
    if (line !== b[i]) changes.push(span(line, b[i]!, pos));
    pos += line.length + 1;
  });
  return changes;
}

const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: '#fff', color: 'var(--ink)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '13px', lineHeight: '20px' },
  '.cm-content': { padding: '8px 0' },
  '.cm-gutters': { backgroundColor: '#f3f4f7', color: '#5b6574', borderRight: '1px solid var(--line)' },
  '.cm-activeLineGutter': { backgroundColor: '#e3e7ee', color: '#1f2933' },
  '.cm-activeLine': { backgroundColor: '#f3f7fd' },
  '.cm-tooltip': { fontFamily: 'system-ui, sans-serif', fontSize: '13px', maxWidth: '28rem', color: '#1f2933' },
  '.cm-tooltip-lint .cm-diagnosticSource': { fontFamily: 'ui-monospace, monospace', fontWeight: '700', opacity: '1', color: '#3b4654' },
  '.cm6-json-schema-hover': { padding: '0.4rem 0.6rem' },
  '.cm6-json-schema-hover--description p': { margin: '0 0 0.3rem' },
  '.cm6-json-schema-hover--code': { fontFamily: 'ui-monospace, monospace', color: '#174a8c' },
});

export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor({ id, label, value, onChange, findings, schema, describedBy }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // One view for the component's life (the page mounts one per file); its props come in below.
  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          lintGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
          EditorState.tabSize.of(2),
          json(),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          hoverTooltip(jsonSchemaHover()),
          stateExtensions(schema as Parameters<typeof stateExtensions>[0]),
          // tabindex: the text is focusable anyway; said explicitly, checkers see the scroller's content as reachable.
          EditorView.contentAttributes.of({ id, 'aria-label': label, tabindex: '0', ...(describedBy ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged && !u.transactions.some((t) => t.annotation(fromOutside))) changed.current(u.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The view is made once; `value` and `findings` are brought in by the effects below.
  }, []);

  // A form rewrote the text: change only what differs, so the caret and the scroll stay put.
  useEffect(() => {
    const v = view.current;
    if (!v) return;
    const current = v.state.doc.toString();
    if (current !== value) v.dispatch({ changes: diff(current, value), annotations: fromOutside.of(true) });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, findingDiagnostics(v.state.doc, findings)));
  }, [findings]);

  useImperativeHandle(ref, () => ({
    goToLine(line, column = 1) {
      const v = view.current;
      if (!v) return;
      const l = v.state.doc.line(Math.max(1, Math.min(line, v.state.doc.lines)));
      const pos = Math.min(l.to, l.from + Math.max(0, column - 1));
      v.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
      v.focus();
    },
  }), []);

  return <div className="json-editor" ref={host} />;
});
