import { useEffect, useRef, type ReactElement } from 'react';
import L from 'leaflet';
import type { MapViewValue } from '@gengyun/contracts';
import { iconSpec } from '@/components/MapView';
import MapView from '@/components/MapView/MapView';

export interface PointMapProps {
  value: MapViewValue;
  disabled?: boolean;
  /** A click on the map or the end of a marker drag, with the map's zoom. */
  onPick: (lat: number, lng: number, zoom: number) => void;
}

const pin = (): L.Icon => {
  const spec = iconSpec('position');
  return L.icon({ iconUrl: spec.url, iconSize: spec.size, iconAnchor: spec.anchor });
};

/** The street map with one draggable marker at the chosen point; the map follows typed values. */
export default function PointMap({ value, disabled = false, onPick }: PointMapProps): ReactElement {
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const latest = useRef({ onPick, disabled });
  latest.current = { onPick, disabled };

  const onMapReady = (map: L.Map): void => {
    mapRef.current = map;
    const marker = L.marker([value.lat, value.lng], { draggable: !disabled, icon: pin(), keyboard: false }).addTo(map);
    marker.getElement()?.setAttribute('data-testid', 'map-view-marker');
    marker.on('dragend', () => {
      const at = marker.getLatLng();
      latest.current.onPick(at.lat, at.lng, map.getZoom());
    });
    map.on('click', (event: L.LeafletMouseEvent) => {
      if (!latest.current.disabled) latest.current.onPick(event.latlng.lat, event.latlng.lng, map.getZoom());
    });
    map.on('zoomend', () => {
      const at = marker.getLatLng();
      if (!latest.current.disabled) latest.current.onPick(at.lat, at.lng, map.getZoom());
    });
    markerRef.current = marker;
  };

  useEffect(() => {
    markerRef.current?.setLatLng([value.lat, value.lng]);
    const map = mapRef.current;
    if (map && map.getZoom() !== value.zoom) map.setZoom(value.zoom);
  }, [value.lat, value.lng, value.zoom]);

  return <MapView config={{ center: [value.lat, value.lng], zoom: value.zoom }} centerZoom={false} onMapReady={onMapReady} />;
}
