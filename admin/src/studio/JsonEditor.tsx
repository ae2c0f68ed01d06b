/**
 * A plain, accessible JSON editor: a textarea with line numbers beside it, the lines that have
 * findings marked in the gutter (with the finding's message as their title), and a way to jump to
 * a line. Tab moves focus out as everywhere else on the page (indent with spaces).
 */
import { forwardRef, useImperativeHandle, useMemo, useRef, type UIEvent } from 'react';
import type { Finding } from './studio-store.js';

export interface JsonEditorHandle {
  /** Puts the caret at the start of a 1-based line and scrolls to it. */
  goToLine(line: number, column?: number): void;
}

export interface JsonEditorProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly findings: readonly Finding[];
  readonly describedBy?: string;
}

const LINE_HEIGHT_PX = 20;

export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor({ id, label, value, onChange, findings, describedBy }, ref) {
  const area = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const lineCount = useMemo(() => value.split('\n').length, [value]);
  const marks = useMemo(() => {
    const m = new Map<number, Finding[]>();
    for (const f of findings) if (f.line > 0) m.set(f.line, [...(m.get(f.line) ?? []), f]);
    return m;
  }, [findings]);
  useImperativeHandle(ref, () => ({
    goToLine(line, column = 1) {
      const el = area.current;
      if (!el) return;
      const lines = el.value.split('\n');
      let offset = 0;
      for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i]!.length + 1;
      offset += Math.max(0, column - 1);
      el.focus();
      el.setSelectionRange(offset, offset);
      el.scrollTop = Math.max(0, (line - 4) * LINE_HEIGHT_PX);
    },
  }), []);
  const sync = (e: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
  };
  return (
    <div className="json-editor">
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <div className="json-gutter" ref={gutter} aria-hidden="true">
        {Array.from({ length: lineCount }, (_, i) => {
          const fs = marks.get(i + 1);
          const severity = fs?.some((f) => f.severity === 'error') ? 'error' : fs ? 'warning' : '';
          return <div key={i} className={`json-line-no ${severity ? `mark-${severity}` : ''}`} title={fs?.map((f) => `${f.code}: ${f.message}`).join('\n')}>{i + 1}</div>;
        })}
      </div>
      <textarea
        id={id}
        ref={area}
        className="json-text"
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        wrap="off"
        onChange={(e) => onChange(e.target.value)}
        onScroll={sync}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      />
    </div>
  );
});
