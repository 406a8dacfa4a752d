import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasemapState } from './basemap';
import type { LegendEntry } from './legend';

/** What sits over the map: the offline basemap's notice and the legend of the marker states shown. */
export function MapOverlays({ basemap, legend }: { basemap: BasemapState | null; legend: readonly LegendEntry[] }): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      {basemap === 'offline' && (
        <div className="gy-map-offline-notice" data-testid="map-offline-notice" title={t('components.map.offlineHint')} role="status">
          {t('components.map.offline')}
        </div>
      )}
      {legend.length > 0 && (
        <div className="gy-map-legend" data-testid="map-legend" aria-label={t('components.map.legend.title')}>
          <div className="gy-map-legend-title">{t('components.map.legend.title')}</div>
          {legend.map((entry) => (
            <div key={entry.kind} className="gy-map-legend-row" data-kind={entry.kind}>
              <span className="gy-map-legend-swatch" style={{ background: entry.colour }} />
              <span className="gy-map-legend-label">{t(entry.labelKey)}</span>
              <span className="gy-map-legend-count">{entry.count}</span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
