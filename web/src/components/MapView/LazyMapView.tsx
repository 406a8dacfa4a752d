import { lazy, Suspense, type ReactElement } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapViewProps } from './MapView';

/** Leaflet and the map code load in their own chunk on first use. */
const MapViewChunk = lazy(() => import('./MapView'));

function MapLoading(): ReactElement {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 300, height: '100%' }}>
      <Spin aria-label={t('components.map.loading')} />
    </div>
  );
}

/** The map, lazily loaded, with a spinner while its chunk arrives. */
export function LazyMapView(props: MapViewProps): ReactElement {
  return (
    <Suspense fallback={<MapLoading />}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}
