/** The kitchen note's limit, counted as the order API counts it. */

/** The longest note a cart line may carry (the cart schema's `products[].note` maxLength). */
export const NOTE_MAX_LENGTH = 500;

export interface NoteCount {
  /** Characters the line will carry: the note as saved (trimmed), counted by code point as the API's schema counts them. */
  readonly length: number;
  /** Characters still free (negative: too many). */
  readonly remaining: number;
  readonly over: boolean;
}

/** How long the note is against its limit ('é' and '🍕' count one each). */
export function countNote(note: string, max = NOTE_MAX_LENGTH): NoteCount {
  const length = [...note.trim()].length;
  return { length, remaining: max - length, over: length > max };
}

/** What the counter under the note says. */
export function noteCounterText(c: NoteCount, max = NOTE_MAX_LENGTH): string {
  if (c.over) {
    const n = -c.remaining;
    return `${c.length} / ${max}: ${n} character${n === 1 ? '' : 's'} too many. Shorten the note to add this item.`;
  }
  return `${c.length} / ${max}`;
}
