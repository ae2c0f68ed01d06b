/**
 * The order's allergy note: one field for the whole order, at most ALLERGY_NOTE_MAX characters,
 * with a visible count; screen readers hear how many are left once 20 or fewer remain. The kitchen
 * ticket prints it first.
 */
import { ALLERGY_NOTE_MAX } from '../../../../engine/index.js';

export function AllergyNoteField({ note, onChange }: { readonly note: string; readonly onChange: (note: string) => void }) {
  const left = ALLERGY_NOTE_MAX - note.length;
  return (
    <section className="checkout-section allergy-section" aria-labelledby="allergy-h">
      <h2 id="allergy-h">Allergies</h2>
      <div className="field">
        <label htmlFor="allergy-note">Allergy note (optional)</label>
        <textarea
          id="allergy-note"
          className="textarea"
          rows={2}
          maxLength={ALLERGY_NOTE_MAX}
          value={note}
          placeholder="e.g. severe peanut allergy"
          aria-describedby="allergy-note-help allergy-note-count"
          onChange={(e) => onChange(e.target.value)}
        />
        <div className="allergy-note-foot">
          <p id="allergy-note-help" className="muted">Tell the kitchen about a food allergy in your order: it is printed first on your order ticket.</p>
          <p id="allergy-note-count" className={`muted char-count${left <= 20 ? ' char-count-low' : ''}`}>{note.length} / {ALLERGY_NOTE_MAX}</p>
        </div>
        <p className="visually-hidden" aria-live="polite">{left <= 20 ? `${left} ${left === 1 ? 'character' : 'characters'} left` : ''}</p>
      </div>
    </section>
  );
}
