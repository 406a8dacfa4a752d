import { lazy, Suspense, type ReactElement } from 'react';
import { InputNumber, Space, Spin, Typography } from 'antd';
import { MAP_ZOOM, type MapViewValue } from '@gengyun/contracts';
import { useT } from '@/i18n/t';

/** Leaflet loads in its own chunk, with the map. */
const PointMap = lazy(() => import('./PointMap'));

export interface MapViewInputProps {
  value?: MapViewValue | null;
  onChange?: (value: MapViewValue) => void;
  disabled?: boolean;
  testId: string;
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6;

/** The maps' opening view: pick the point on the map (click, or drag the marker) or type it; the zoom as the map shows it. */
export function MapViewInput({ value, onChange, disabled, testId }: MapViewInputProps): ReactElement {
  const { t } = useT();
  const current = value ?? { lat: 39.909, lng: 116.397, zoom: 16 };
  const set = (patch: Partial<MapViewValue>): void => onChange?.({ ...current, ...patch });
  const field = (key: keyof MapViewValue, label: string, min: number, max: number, precision: number): ReactElement => (
    <Space size={4} align="center">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <InputNumber<number>
        min={min}
        max={max}
        precision={precision}
        step={precision ? 0.001 : 1}
        value={current[key]}
        disabled={disabled}
        onChange={(next) => next !== null && set({ [key]: next })}
        style={{ width: key === 'zoom' ? 80 : 140 }}
        data-testid={`${testId}-${key}`}
      />
    </Space>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={testId}>
      <Space wrap size={16}>
        {field('lat', t('system.admin.config.map.lat'), -90, 90, 6)}
        {field('lng', t('system.admin.config.map.lng'), -180, 180, 6)}
        {field('zoom', t('system.admin.config.map.zoom'), MAP_ZOOM.min, MAP_ZOOM.max, 0)}
      </Space>
      <Typography.Text type="secondary">{t(disabled ? 'system.admin.config.map.readOnly' : 'system.admin.config.map.hint')}</Typography.Text>
      <div style={{ height: 320, width: '100%', maxWidth: 720 }} data-testid={`${testId}-map`}>
        <Suspense fallback={<Spin />}>
          <PointMap value={current} disabled={disabled} onPick={(lat, lng, zoom) => set({ lat: round(lat), lng: round(lng), zoom })} />
        </Suspense>
      </div>
    </Space>
  );
}
