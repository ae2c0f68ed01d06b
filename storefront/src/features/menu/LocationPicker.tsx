/** 'Change location...': shown only when the site has more than one location; choosing one opens its order page. */
import { useBoot } from '../../lib/boot.js';
import { href } from '../../lib/routes.js';

export function LocationPicker({ shopId }: { readonly shopId: string }) {
  const site = useBoot().site;
  if (!site || site.locations.length < 2) return null;
  return (
    <div className="location-picker">
      <label htmlFor="location-select" className="visually-hidden">Change location</label>
      <select
        id="location-select"
        className="select"
        value=""
        onChange={(e) => {
          const loc = site.locations.find((l) => l.shopId === e.target.value);
          if (loc && loc.shopId !== shopId) window.location.assign(href.menu(loc));
        }}
      >
        <option value="" disabled>Change location...</option>
        {site.locations.map((l) => (
          <option key={l.shopId} value={l.shopId}>{l.label}</option>
        ))}
      </select>
    </div>
  );
}
