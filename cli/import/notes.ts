/**
 * Import notes: one line per kind of change. Repeats of the same change at the same place in
 * the shape (say, the same unknown key on 300 products) fold into one line with a count.
 */
export class NoteBook {
  private readonly groups = new Map<string, { text: string; count: number }>();
  private readonly order: string[] = [];

  /** Records a change; `kind` and the path with its list indexes removed decide what folds together. */
  add(kind: string, path: string, text: string): void {
    const key = `${kind}|${path.replace(/\[\d+\]/g, '[]')}`;
    const group = this.groups.get(key);
    if (group) {
      group.count += 1;
      return;
    }
    this.groups.set(key, { text, count: 1 });
    this.order.push(key);
  }

  /** Records a note that never folds. */
  say(text: string): void {
    this.add(`say:${this.order.length}`, '', text);
  }

  /** The notes in the order first seen. */
  lines(): string[] {
    return this.order.map((key) => {
      const g = this.groups.get(key)!;
      return g.count === 1 ? g.text : `${g.text} (${g.count - 1} more like it)`;
    });
  }
}
