/** Quantity with minus, plus and a number input; never below 1. */
export function QuantityControl({ value, onChange, exceeded }: { readonly value: number; readonly onChange: (q: number) => void; readonly exceeded: boolean }) {
  return (
    <div className="quantity">
      <span className="label" id="qty-label">Quantity</span>
      <div className="quantity-row">
        <button type="button" className="btn btn-ghost qty-btn" aria-label="Decrease quantity" onClick={() => onChange(Math.max(1, value - 1))} disabled={value <= 1}>−</button>
        <input
          className="input qty-input"
          type="number"
          min={1}
          step={1}
          aria-labelledby="qty-label"
          value={value}
          onChange={(e) => {
            const n = Math.floor(Number(e.target.value));
            onChange(Number.isFinite(n) && n >= 1 ? n : 1);
          }}
        />
        <button type="button" className="btn btn-ghost qty-btn" aria-label="Increase quantity" onClick={() => onChange(value + 1)}>+</button>
        {exceeded ? <span className="error-text qty-exceeded">*exceeded max quantity</span> : null}
      </div>
    </div>
  );
}
