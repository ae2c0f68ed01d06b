/**
 * 'note for kitchen' with a visible counter ('42 / 500'). Nothing is cut: a note over the limit
 * (typed or pasted) stays as written and the counter says by how much it is too long, so the
 * customer chooses what to shorten. Near the limit a polite status says how many characters are
 * left, once typing pauses.
 */
import { useEffect, useState } from 'react';
import { countNote, NOTE_MAX_LENGTH, noteCounterText } from './note-limit.js';

/** Screen readers hear the count once this few characters remain (or fewer), after a pause in typing. */
const ANNOUNCE_WITHIN = 50;
const ANNOUNCE_AFTER_MS = 700;

export function NoteField({ value, onChange, max = NOTE_MAX_LENGTH }: { readonly value: string; readonly onChange: (note: string) => void; readonly max?: number }) {
  const count = countNote(value, max);
  const [spoken, setSpoken] = useState('');
  const toSay = count.over
    ? noteCounterText(count, max)
    : count.remaining <= ANNOUNCE_WITHIN ? `${count.remaining} character${count.remaining === 1 ? '' : 's'} left in the note.` : '';
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(toSay), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toSay]);
  return (
    <div className={`field note-field${count.over ? ' note-field-invalid' : ''}`}>
      <label htmlFor="kitchen-note">note for kitchen</label>
      <textarea
        id="kitchen-note"
        className="textarea"
        value={value}
        aria-describedby="kitchen-note-count"
        aria-invalid={count.over ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="kitchen-note-count" className={count.over ? 'note-count error-text' : 'note-count muted'}>{noteCounterText(count, max)}</p>
      <p className="visually-hidden" aria-live="polite">{spoken}</p>
    </div>
  );
}
