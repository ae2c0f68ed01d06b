/**
 * A row of radio choices the quote allows (the order types, the payment types): each a label
 * around its radio, the chosen one highlighted.
 */
export function ChoiceRow<T extends string>({ name, choices, chosen, onChoose }: {
  /** The radio group's name. */
  readonly name: string;
  readonly choices: readonly { readonly value: string; readonly label: string }[];
  readonly chosen: string | undefined;
  readonly onChoose: (value: T) => void;
}) {
  return (
    <div className="choice-row">
      {choices.map((c) => (
        <label key={c.value} className={`choice${chosen === c.value ? ' choice-on' : ''}`}>
          <input type="radio" name={name} checked={chosen === c.value} onChange={() => onChoose(c.value as T)} />
          <span>{c.label}</span>
        </label>
      ))}
    </div>
  );
}
