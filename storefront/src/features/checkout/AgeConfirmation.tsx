/**
 * The age check of a cart holding age-restricted items: the quote's minimumAge (the highest of its
 * items) asks 'I am 21 or older and will show ID'; until it is ticked the quote carries the
 * AGE_CONFIRMATION_REQUIRED blocker, and the server refuses the order.
 */
export function AgeConfirmation({ minimumAge, confirmed, onChange }: {
  readonly minimumAge: number;
  readonly confirmed: boolean;
  readonly onChange: (confirmed: boolean) => void;
}) {
  return (
    <div className="age-check">
      <label className="check">
        <input id="age-confirm" type="checkbox" checked={confirmed} onChange={(e) => onChange(e.target.checked)} aria-describedby="age-check-note" />
        <span>I am {minimumAge} or older and will show ID</span>
      </label>
      <p id="age-check-note" className="muted">Your order has items for customers {minimumAge} or older: staff check ID when you collect it, at the table or at the door.</p>
    </div>
  );
}
