import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Radio, Select, Space, Typography } from 'antd';
import type L from 'leaflet';
import { useNavigate } from 'react-router-dom';
import type { Page } from '@gengyun/contracts';
import { LazyMapView, type MapConfig, type MapMarker } from '@/components/MapView';
import { useCallQuery } from '@/api/hooks';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { equipmentViewPath, planImageUrl, type EquipmentRow, type LocationDetail } from '../common/places.api';
import { P } from '../common/permissions';
import { useEquipmentMarkers } from '../map/map.api';
import { placeLocationPayload } from './location-rules';
import { placementMarkers, planPointOf, storedPoint, type PlanPoint } from './plan-coords';
import { usePlaceEquipment, useUpdateLocation } from './location.api';

type Target = 'location' | 'equipment';

/**
 * The floor plan a location is drawn on (its own or its nearest ancestor's), with its equipment; clicking the plan
 * picks the x/y of the location itself or of one of its equipment, saved with one button.
 */
export function PlanPlacement({ detail }: { detail: LocationDetail }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const toast = useToast();
  const navigate = useNavigate();
  const [target, setTarget] = useState<Target>('location');
  const [equipmentId, setEquipmentId] = useState<number | undefined>();
  const [picked, setPicked] = useState<PlanPoint | null>(null);
  const plan = useEquipmentMarkers({ position_id: detail.id, mode: 'plan', highlight_id: target === 'equipment' ? equipmentId : undefined });
  const equipment = useCallQuery<Page<EquipmentRow>>(['places', 'plan-equipment', detail.id], '/equipment/pageList', { position_id: detail.id, pageNumber: 1, pageSize: 100 });
  const placeLocation = useUpdateLocation();
  const placeEquipment = usePlaceEquipment();
  const mayPlace = target === 'location' ? can(P.position.edit) : can(P.equipment.edit) && equipmentId !== undefined;
  const mayRef = useRef(mayPlace);
  mayRef.current = mayPlace;

  const chosen = equipment.data?.rows.find((row) => row.id === equipmentId);
  const stored = target === 'location' ? storedPoint(detail.x, detail.y) : storedPoint(chosen?.x, chosen?.y);
  const label = target === 'location' ? detail.name : (chosen?.asset_name ?? '');
  const fileId = detail.plan_file_id_effective;
  const config: MapConfig = useMemo(() => ({ img: 1, url: fileId ? planImageUrl(fileId) : '' }), [fileId]);
  const markers: MapMarker[] = useMemo(
    () => [...plan.markers, ...placementMarkers(label, target === 'location' ? stored : null, picked)],
    [plan.markers, label, target, stored, picked],
  );
  const owner = detail.path.find((p) => p.id === detail.plan_position_id)?.name ?? detail.name;

  const onMapReady = useCallback(
    (map: L.Map) => {
      map.on('click', (event: L.LeafletMouseEvent) => {
        if (!mayRef.current) return;
        const point = planPointOf(event.latlng);
        if (point) setPicked(point);
        else void toast.warning(t('equipmentPlaces.plan.outside'));
      });
    },
    [t, toast],
  );

  const save = async (): Promise<void> => {
    if (!picked) return;
    if (target === 'location') await placeLocation.mutateAsync(placeLocationPayload(detail, picked));
    else if (equipmentId !== undefined) await placeEquipment.mutateAsync({ id: equipmentId, x: picked.x, y: picked.y });
    setPicked(null);
  };

  if (!fileId) return <Alert type="info" showIcon title={t('equipmentPlaces.map.noPlan')} />;
  return (
    <div data-testid="location-plan">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary">{t('equipmentPlaces.plan.drawnOn', [owner])}</Typography.Text>
        <Typography.Text type="secondary">{t('equipmentPlaces.plan.equipmentCount', [plan.markers.length])}</Typography.Text>
      </Space>
      <Space wrap style={{ marginBottom: 8, display: 'flex' }}>
        <Typography.Text>{t('equipmentPlaces.plan.target')}</Typography.Text>
        <Radio.Group
          data-testid="plan-target"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value as Target);
            setPicked(null);
          }}
          options={[
            { value: 'location', label: t('equipmentPlaces.plan.targetLocation') },
            { value: 'equipment', label: t('equipmentPlaces.plan.targetEquipment') },
          ]}
        />
        {target === 'equipment' && (
          <Select<number>
            data-testid="plan-equipment"
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            placeholder={t('equipmentPlaces.plan.chooseEquipment')}
            value={equipmentId}
            onChange={(id) => {
              setEquipmentId(id);
              setPicked(null);
            }}
            options={(equipment.data?.rows ?? []).map((row) => ({ value: row.id, label: `${row.asset_code} ${row.asset_name}` }))}
          />
        )}
        <Typography.Text type="secondary" data-testid="plan-point">
          {picked
            ? t('equipmentPlaces.plan.picked', [picked.x, picked.y])
            : stored
              ? t('equipmentPlaces.plan.current', [stored.x, stored.y])
              : t('equipmentPlaces.plan.none')}
        </Typography.Text>
        {mayPlace && (
          <Button type="primary" size="small" disabled={!picked} loading={placeLocation.isPending || placeEquipment.isPending} data-testid="plan-save" onClick={() => void save().catch(() => undefined)}>
            {t('equipmentPlaces.plan.savePoint')}
          </Button>
        )}
      </Space>
      {mayPlace && <Typography.Paragraph type="secondary">{t('equipmentPlaces.plan.clickHint')}</Typography.Paragraph>}
      <div style={{ height: 520 }}>
        <LazyMapView config={config} markers={markers} onMapReady={onMapReady} onMarkerDblClick={(m) => m.type === 'eqpt' && void navigate(equipmentViewPath(String(m.value)))} />
      </div>
    </div>
  );
}
