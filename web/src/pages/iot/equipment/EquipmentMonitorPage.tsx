import { useMemo, type ReactElement } from 'react';
import { Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { detailLink } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import type { LiveMeter } from '../common/live-merge';
import { LiveGrid } from '../common/LiveGrid';
import { LiveStatus } from '../common/LiveStatus';
import { useEquipmentNames } from '../common/names.api';
import { useQuantities } from '../common/quantities';
import { useLiveMeters } from '../common/useLiveMeters';

/** Meters grouped by linked equipment (by equipment id; meters without one last). */
export function groupByEquipment(meters: Iterable<LiveMeter>): Array<{ equipmentId: number | null; meters: LiveMeter[] }> {
  const groups = new Map<number | null, LiveMeter[]>();
  for (const meter of meters) {
    const key = meter.equipment_id ?? null;
    groups.set(key, [...(groups.get(key) ?? []), meter]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([equipmentId, list]) => ({ equipmentId, meters: list }));
}

/** /gengyun/eqpt/monitor: live values per equipment. */
export function EquipmentMonitorPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const catalogue = useQuantities();
  const { meters, snapshot } = useLiveMeters();
  const groups = useMemo(() => groupByEquipment(meters.values()), [meters]);
  const names = useEquipmentNames(
    groups.flatMap((g) => (g.equipmentId ? [g.equipmentId] : [])),
    can(Permission.equipment.list),
  );

  return (
    <Card title={t('menu.iot.eqptMonitor')} extra={<LiveStatus />} data-testid="eqpt-monitor-page">
      {!snapshot.isPending && !groups.length && <EmptyState descriptionKey="iot.monitor.noMeters" />}
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {groups.map((group) => (
          <Card
            key={group.equipmentId ?? 'none'}
            type="inner"
            size="small"
            data-testid={`eqpt-group-${group.equipmentId ?? 'none'}`}
            title={
              group.equipmentId === null ? (
                t('iot.monitor.equipment.none')
              ) : can(Permission.equipment.list) ? (
                <Typography.Link onClick={() => void navigate(detailLink('eqpt/list/view', group.equipmentId))}>
                  {names.get(group.equipmentId) ?? t('iot.monitor.equipment.unnamed', [group.equipmentId])}
                </Typography.Link>
              ) : (
                t('iot.monitor.equipment.unnamed', [group.equipmentId])
              )
            }
            extra={<Typography.Text type="secondary">{t('iot.monitor.equipment.meterCount', [group.meters.length])}</Typography.Text>}
          >
            <LiveGrid meters={group.meters} catalogue={catalogue.data} viewRoute={can(Permission.meter.list) ? 'monitor/view' : undefined} />
          </Card>
        ))}
      </Space>
    </Card>
  );
}
