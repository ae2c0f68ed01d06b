/**
 * The locations map. With a Google Maps browser key: the Maps JavaScript API through
 * `@react-google-maps/api` (loaded after hydration, in its own chunk), 'Loading map...' until it
 * is ready, a marker per location, 500 px high, bounds padded by 80 px, zoom 13 for one
 * location. Without a key: a static panel drawn here (no external request) placing each
 * location by its coordinates, with its address and a directions link.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBoot, useShop } from '../../lib/boot.js';

export interface MapLocation {
  readonly id: string;
  readonly label: string;
  readonly lat: number;
  readonly lng: number;
  readonly address: readonly string[];
  readonly href?: string | undefined;
}

const GoogleLocationsMap = lazy(() => import('./GoogleLocationsMap.js'));

/**
 * Places locations in a box (0..1 each way), north up, leaving room for the labels drawn above
 * the pins: x within 0.15..0.85, y within 0.35..0.85; one location sits in the middle.
 */
export function placeOnPanel(locations: readonly MapLocation[]): { x: number; y: number }[] {
  const lats = locations.map((l) => l.lat);
  const lngs = locations.map((l) => l.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const share = (lo: number, hi: number, v: number) => (hi - lo < 1e-9 ? 0.5 : (v - lo) / (hi - lo));
  return locations.map((l) => ({ x: 0.15 + 0.7 * share(minLng, maxLng, l.lng), y: 0.35 + 0.5 * (1 - share(minLat, maxLat, l.lat)) }));
}

function StaticLocationsMap({ locations }: { readonly locations: readonly MapLocation[] }) {
  const places = placeOnPanel(locations);
  return (
    <section className="static-map" aria-label="Map of our locations">
      <div className="static-map-canvas" aria-hidden="true">
        {locations.map((l, i) => (
          <span key={l.id} className="map-pin" style={{ left: `${(places[i]!.x * 100).toFixed(2)}%`, top: `${(places[i]!.y * 100).toFixed(2)}%` }}>
            <span className="map-pin-dot" />
            <span className="map-pin-label">{l.label}</span>
          </span>
        ))}
      </div>
      <ul className="static-map-list">
        {locations.map((l) => (
          <li key={l.id}>
            <strong>{l.label}</strong>
            <span>{l.address.join(', ')}</span>
            <a href={`https://www.google.com/maps/dir/?api=1&destination=${l.lat},${l.lng}`} rel="noopener" target="_blank">
              Directions<span className="visually-hidden"> to {l.label} (opens a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function LocationsMap() {
  const boot = useBoot();
  const shop = useShop();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const locations: MapLocation[] = (shop.identity.locations ?? [])
    .filter((l) => !l.disabled && typeof l.lat === 'number' && typeof l.lng === 'number')
    .map((l) => ({ id: l.id ?? l.shopId ?? l.label ?? '', label: l.label ?? '', lat: l.lat!, lng: l.lng!, address: l.address ?? [], href: l.orderLink }));
  if (locations.length === 0) return null;
  const maps = boot.providers.maps;
  if (maps.kind !== 'google') return <StaticLocationsMap locations={locations} />;
  const loading = <p className="map-loading" role="status">Loading map...</p>;
  return <div className="google-map">{hydrated ? <Suspense fallback={loading}><GoogleLocationsMap apiKey={maps.apiKey} locations={locations} loading={loading} /></Suspense> : loading}</div>;
}
