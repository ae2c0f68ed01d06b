/**
 * 'Change location...': shown only when the site has more than one location. Choosing another
 * location in the select changes nothing yet (the arrow keys can walk the whole list); 'Go' opens
 * the chosen location's order page.
 */
import { useState, type FormEvent } from 'react';
import { useBoot } from '../../lib/boot.js';
import { href } from '../../lib/routes.js';

export function LocationPicker({ shopId }: { readonly shopId: string }) {
  const site = useBoot().site;
  const [chosen, setChosen] = useState('');
  if (!site || site.locations.length < 2) return null;
  const others = site.locations.filter((l) => l.shopId !== shopId);
  const go = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const loc = others.find((l) => l.shopId === chosen);
    if (loc) window.location.assign(href.menu(loc));
    else e.currentTarget.querySelector('select')?.focus();
  };
  return (
    <form className="location-picker" onSubmit={go}>
      <label htmlFor="location-select" className="visually-hidden">Change location</label>
      <select id="location-select" className="select" value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="" disabled>Change location...</option>
        {others.map((l) => (
          <option key={l.shopId} value={l.shopId}>{l.label}</option>
        ))}
      </select>
      <button type="submit" className="btn btn-ghost">Go</button>
    </form>
  );
}
