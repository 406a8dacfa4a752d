import { useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Segmented, Space, Spin, TreeSelect, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EQUIPMENT_STATUS_LABELS, RUNNING_STATUS_LABELS } from '@gengyun/contracts';
import { LazyMapView } from '@/components/MapView';
import { useSiteSettings } from '@/api/site-settings';
import { useT } from '@/i18n/t';
import { equipmentViewPath, optionTree, planImageUrl, useLocationDetail, useLocationOptions } from '../common/places.api';
import { useEquipmentMarkers } from './map.api';
import { mapConfigOf, positionParam, streetCentre, type MapMode } from './map-view-model';
import { useMarkerStore } from './marker-store';
import { useLiveMarkers } from './live-markers';
import type { MarkerNames } from './marker-mapping';

const RUNNING_KEYS = RUNNING_STATUS_LABELS;
const STATUS_KEYS = EQUIPMENT_STATUS_LABELS;

/**
 * /gengyun/eqpt/map: equipment on the street map or on a location's floor plan. The location picker switches to
 * that location's plan; `?position=` (location QR codes) opens it directly. Double-click opens the equipment.
 * Live states (running from online meters, faults from open alarms) arrive as `equipment.marker` (./live-markers).
 */
export function EquipmentMapPage(): ReactElement {
  const { t } = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const initial = positionParam(query.get('position'));
  const [mode, setMode] = useState<MapMode>(initial ? 'plan' : 'street');
  const [positionId, setPositionId] = useState<number | undefined>(initial);
  const options = useLocationOptions();
  const treeData = useMemo(() => optionTree(options.data ?? []), [options.data]);
  // Plan mode needs a location: the chosen one, else the first top-level location.
  const planPosition = positionId ?? treeData[0]?.value;
  const shownPosition = mode === 'plan' ? planPosition : positionId;
  const detail = useLocationDetail(shownPosition ?? null);
  const planFile = detail.data?.plan_file_id_effective ?? null;
  const answer = useEquipmentMarkers({ mode: mode === 'plan' ? 'plan' : 'map', position_id: shownPosition }, mode === 'street' || planPosition !== undefined);
  const names = useMemo<MarkerNames>(
    () => ({
      running: (id) => (id in RUNNING_KEYS ? t(RUNNING_KEYS[id as keyof typeof RUNNING_KEYS]) : undefined),
      status: (s) => (s in STATUS_KEYS ? t(STATUS_KEYS[s as keyof typeof STATUS_KEYS]) : undefined),
      result: (fault) => t(fault ? 'equipment.result.fault' : 'equipment.result.normal'),
    }),
    [t],
  );
  const markers = useMarkerStore(answer.markers, names);
  useLiveMarkers(answer.refetch);
  const site = useSiteSettings();
  const opening = site.data?.map;
  // The street map is built once its opening zoom is known (the centre may still move; the zoom is read when built).
  const openingKnown = site.isSuccess || site.isError;
  const centre = mode === 'street' ? streetCentre(positionId ? detail.data : null, answer.markers, opening?.center) : undefined;
  const [lat, lng] = centre ?? [];
  const zoom = opening?.zoom;
  const config = useMemo(
    () => mapConfigOf(mode, planFile ? planImageUrl(planFile) : null, lat !== undefined && lng !== undefined ? [lat, lng] : undefined, zoom),
    [mode, planFile, lat, lng, zoom],
  );

  return (
    <Card
      title={t('menu.eqpt.map')}
      data-testid="eqpt-map"
      extra={
        <Space wrap>
          <Segmented<MapMode>
            data-testid="map-mode-switch"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'street', label: t('equipmentPlaces.map.modeStreet') },
              { value: 'plan', label: t('equipmentPlaces.map.modePlan') },
            ]}
          />
          <TreeSelect<number>
            data-testid="map-location-picker"
            style={{ width: 240 }}
            allowClear
            showSearch
            treeDefaultExpandAll
            treeNodeFilterProp="title"
            placeholder={t('equipmentPlaces.map.pickLocation')}
            value={mode === 'plan' ? planPosition : positionId}
            treeData={treeData}
            onChange={(id) => {
              setPositionId(id ?? undefined);
              setMode(id ? 'plan' : 'street');
            }}
          />
          <Button icon={<ReloadOutlined />} onClick={() => void answer.refetch()} data-testid="map-refresh">
            {t('equipmentPlaces.common.refresh')}
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" data-testid="map-marker-count">
          {t('equipmentPlaces.map.markerCount', [markers.length])}
        </Typography.Text>
        <Typography.Text type="secondary">{t('equipmentPlaces.map.hint')}</Typography.Text>
      </Space>
      {answer.truncated && <Alert type="warning" showIcon style={{ marginBottom: 8 }} data-testid="map-truncated" title={t('equipmentPlaces.map.truncated', [answer.markers.length, answer.total])} />}
      {mode === 'plan' && detail.data && !planFile ? (
        <Alert type="info" showIcon title={t('equipmentPlaces.map.noPlan')} />
      ) : (
        <div style={{ height: 'calc(100vh - 260px)', minHeight: 420 }} data-testid="eqpt-map-view" data-center={centre?.join(',') ?? ''}>
          {mode === 'plan' || openingKnown ? (
            <LazyMapView config={config} markers={markers} onMarkerDblClick={(m) => m.type === 'eqpt' && void navigate(equipmentViewPath(String(m.value)))} />
          ) : (
            <Spin style={{ display: 'block', paddingTop: 120 }} />
          )}
        </div>
      )}
    </Card>
  );
}
