/**
 * Pictures for `/app`: where to tap in Safari to add the site to the home screen, drawn for the
 * screen the customer holds: an iPhone upright, a small iPhone on its side (both sides under
 * 569 px), a larger iPhone on its side, an iPad. All four are in the page and the stylesheet
 * shows the one for the viewport (so the server's page is already right); each is a drawn device
 * with the Share button (1) and 'Add to Home Screen' (2) marked, and says so in its alt text.
 */

type Bar = 'top' | 'bottom';

interface Device {
  readonly kind: 'portrait' | 'small-landscape' | 'landscape' | 'ipad';
  readonly caption: string;
  readonly alt: string;
  /** The device's outline, and the screen inside it. */
  readonly width: number;
  readonly height: number;
  readonly screen: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly radius: number;
  /** Where Safari's bar with the Share button is. */
  readonly bar: Bar;
}

const DEVICES: readonly Device[] = [
  {
    kind: 'portrait',
    caption: 'iPhone held upright',
    alt: "An iPhone held upright in Safari: tap the Share button in the middle of the bar at the bottom of the screen (1), then 'Add to Home Screen' in the list that opens (2).",
    width: 250, height: 460, screen: { x: 20, y: 52, w: 210, h: 356 }, radius: 36, bar: 'bottom',
  },
  {
    kind: 'small-landscape',
    caption: 'Small iPhone on its side',
    alt: "A small iPhone turned on its side in Safari: tap the Share button in the bar at the bottom of the screen (1), then 'Add to Home Screen' in the list that opens (2).",
    width: 400, height: 210, screen: { x: 46, y: 16, w: 308, h: 178 }, radius: 30, bar: 'bottom',
  },
  {
    kind: 'landscape',
    caption: 'iPhone on its side',
    alt: "An iPhone turned on its side in Safari: tap the Share button at the top right, beside the address (1), then 'Add to Home Screen' in the list that opens (2).",
    width: 440, height: 220, screen: { x: 52, y: 16, w: 336, h: 188 }, radius: 34, bar: 'top',
  },
  {
    kind: 'ipad',
    caption: 'iPad',
    alt: "An iPad in Safari: tap the Share button at the top right, beside the address (1), then 'Add to Home Screen' in the list that opens under it (2).",
    width: 400, height: 300, screen: { x: 22, y: 22, w: 356, h: 256 }, radius: 24, bar: 'top',
  },
];

/** Safari's Share button: a box with an arrow out of its top, centred on (cx, cy). */
function ShareIcon({ cx, cy }: { readonly cx: number; readonly cy: number }) {
  return (
    <g className="install-icon" transform={`translate(${cx - 8} ${cy - 10})`}>
      <path d="M5 7 H2 V20 H14 V7 H11" />
      <path d="M8 1 V13 M4 5 L8 1 L12 5" />
    </g>
  );
}

/** A numbered mark beside a step ('1' the Share button, '2' the menu item). */
function StepMark({ x, y, n }: { readonly x: number; readonly y: number; readonly n: number }) {
  return (
    <g>
      <circle className="install-mark" cx={x} cy={y} r={10} />
      <text className="install-mark-text" x={x} y={y + 4} textAnchor="middle">{n}</text>
    </g>
  );
}

function DevicePicture({ d }: { readonly d: Device }) {
  const s = d.screen;
  const barH = 30;
  const barY = d.bar === 'top' ? s.y : s.y + s.h - barH;
  // The Share button: in the middle of a bottom bar, at the right end of a top bar.
  const shareX = d.bar === 'bottom' ? s.x + s.w / 2 : s.x + s.w - 24;
  const shareY = barY + barH / 2;
  // The share list: a panel over the page, under the button on a top bar, above it on a bottom one.
  const listW = Math.min(180, s.w - 36);
  const listX = d.bar === 'bottom' ? s.x + (s.w - listW) / 2 : s.x + s.w - listW - 8;
  const rowH = 22;
  const listH = rowH * 3 + 8;
  const listY = d.bar === 'bottom' ? barY - listH - 8 : barY + barH + 6;
  const rows = ['Copy', 'Add to Home Screen', 'Add Bookmark'];
  const addY = listY + 4 + rowH;
  // The page behind: an address field and a few lines of a menu.
  const addressY = d.bar === 'top' ? barY + 6 : s.y + 8;
  const addressX = s.x + 10;
  const addressW = (d.bar === 'top' ? shareX - 50 : s.x + s.w - 10) - addressX;
  const lines = Array.from({ length: 6 }, (_, i) => addressY + 34 + i * 16).filter((y) => y + 8 < (d.bar === 'bottom' ? barY : s.y + s.h) - 4);
  const id = `install-${d.kind}`;
  return (
    <figure className={`install-picture install-${d.kind}`}>
      <svg viewBox={`0 0 ${d.width} ${d.height}`} width={d.width} height={d.height} role="img" aria-labelledby={`${id}-alt`}>
        <title id={`${id}-alt`}>{d.alt}</title>
        <rect className="install-device" x={2} y={2} width={d.width - 4} height={d.height - 4} rx={d.radius} />
        <rect className="install-screen" x={s.x} y={s.y} width={s.w} height={s.h} rx={6} />
        {lines.map((y, i) => <rect key={y} className="install-line" x={s.x + 12} y={y} width={(s.w - 24) * (i % 3 === 2 ? 0.5 : 0.8)} height={8} rx={4} />)}
        <rect className="install-bar" x={s.x} y={barY} width={s.w} height={barH} />
        <rect className="install-field" x={addressX} y={addressY} width={addressW} height={18} rx={6} />
        {d.bar === 'bottom' ? (
          <>
            <path className="install-icon" d={`M${s.x + 20} ${shareY - 6} l-6 6 l6 6 M${s.x + 38} ${shareY - 6} l6 6 l-6 6`} />
            <path className="install-icon" d={`M${s.x + s.w - 50} ${shareY - 7} h10 v14 h-10 z M${s.x + s.w - 26} ${shareY - 7} h12 v12 h-12 z`} />
          </>
        ) : null}
        <ShareIcon cx={shareX} cy={shareY} />
        <circle className="install-ring" cx={shareX} cy={shareY} r={14} />
        <rect className="install-list" x={listX} y={listY} width={listW} height={listH} rx={8} />
        {rows.map((label, i) => {
          const y = listY + 4 + i * rowH;
          const on = i === 1;
          return (
            <g key={label}>
              {on ? <rect className="install-row-on" x={listX + 3} y={y} width={listW - 6} height={rowH} rx={5} /> : null}
              <text className={on ? 'install-row-text install-row-text-on' : 'install-row-text'} x={listX + 10} y={y + 15}>{label}</text>
              {on ? <path className="install-icon install-icon-on" d={`M${listX + listW - 22} ${y + 5} h12 v12 h-12 z M${listX + listW - 16} ${y + 8} v6 M${listX + listW - 19} ${y + 11} h6`} /> : null}
            </g>
          );
        })}
        <StepMark x={shareX - 32} y={shareY} n={1} />
        <StepMark x={listX - 14 < 12 ? listX + listW + 14 : listX - 14} y={addY + rowH / 2} n={2} />
      </svg>
      <figcaption>{d.caption}</figcaption>
    </figure>
  );
}

export function InstallPictures() {
  return (
    <div className="install-pictures">
      {DEVICES.map((d) => <DevicePicture key={d.kind} d={d} />)}
    </div>
  );
}
