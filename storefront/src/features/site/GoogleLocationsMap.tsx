/** The Google map of the locations (its own chunk: only sites with a Maps browser key load it). */
import type { ReactElement } from 'react';
import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import type { MapLocation } from './LocationsMap.js';

const STYLE = { width: '100%', height: '500px' };

export default function GoogleLocationsMap({ apiKey, locations, loading }: { readonly apiKey: string; readonly locations: readonly MapLocation[]; readonly loading: ReactElement }) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-map-script', googleMapsApiKey: apiKey });
  if (loadError) return <p role="status">The map could not be loaded. The addresses are listed on this page.</p>;
  if (!isLoaded) return loading;
  return (
    <GoogleMap
      mapContainerStyle={STYLE}
      onLoad={(map) => {
        if (locations.length === 1) {
          map.setCenter({ lat: locations[0]!.lat, lng: locations[0]!.lng });
          map.setZoom(13);
          return;
        }
        const bounds = new google.maps.LatLngBounds();
        for (const l of locations) bounds.extend({ lat: l.lat, lng: l.lng });
        map.fitBounds(bounds, 80);
      }}
    >
      {locations.map((l) => <MarkerF key={l.id} position={{ lat: l.lat, lng: l.lng }} title={l.label} />)}
    </GoogleMap>
  );
}
