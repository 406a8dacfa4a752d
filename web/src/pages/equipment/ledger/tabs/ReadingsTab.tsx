import { useMemo, useState, type ReactElement } from 'react';
import { Card, Select, Skeleton, Space, Typography } from 'antd';
import { Permission } from '@gengyun/contracts';
import { EmptyState } from '@/components/EmptyState';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { LiveGrid } from '@/pages/iot/common/LiveGrid';
import { LiveStatus } from '@/pages/iot/common/LiveStatus';
import { useEquipmentMeters } from '@/pages/iot/common/meter.api';
import { specsOf, useQuantities } from '@/pages/iot/common/quantities';
import { useLiveSet } from '@/pages/iot/common/useLiveMeters';
import { TrendPanel } from '@/pages/iot/trend/TrendPanel';

export interface ReadingsTabProps {
  equipmentId: number;
}

/**
 * The equipment's meters with their latest values, live (the monitor pages' cards and merge), and the trend of one
 * of them. Needs the permission to list meters; the trend also the history or monitoring permission.
 */
export function ReadingsTab({ equipmentId }: ReadingsTabProps): ReactElement {
  const can = useCan();
  if (!can(Permission.meter.list)) return <EmptyState descriptionKey="equipment.ledger.readings.noPermission" />;
  return <LiveReadings equipmentId={equipmentId} />;
}

function LiveReadings({ equipmentId }: ReadingsTabProps): ReactElement {
  const { t } = useT();
  const can = useCan();
  const catalogue = useQuantities();
  const source = useEquipmentMeters(equipmentId);
  const live = useLiveSet(source);
  const meters = useMemo(() => [...live.values()], [live]);
  const [chosen, setChosen] = useState<number | undefined>();
  const trendMeter = meters.find((m) => m.id === chosen) ?? meters[0];

  if (source.isPending) return <Skeleton active />;
  if (!meters.length) return <EmptyState descriptionKey="equipment.ledger.readings.noMeters" />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="eqpt-readings">
      <div style={{ textAlign: 'right' }}>
        <LiveStatus />
      </div>
      <LiveGrid meters={meters} catalogue={catalogue.data} viewRoute="monitor/view" />
      {trendMeter && catalogue.data && (can(Permission.meter.history) || can(Permission.monitor.view)) && (
        <Card
          size="small"
          title={t('iot.monitor.trend.title')}
          extra={
            <Space>
              <Typography.Text type="secondary">{t('equipment.ledger.readings.meter')}</Typography.Text>
              <Select<number>
                style={{ minWidth: 220 }}
                value={trendMeter.id}
                onChange={setChosen}
                options={meters.map((m) => ({ value: m.id, label: `${m.meter_code} ${m.name}` }))}
                aria-label={t('equipment.ledger.readings.meter')}
                data-testid="eqpt-readings-meter"
              />
            </Space>
          }
        >
          <TrendPanel key={trendMeter.id} meterId={trendMeter.id} specs={specsOf(catalogue.data, trendMeter.meter_type)} />
        </Card>
      )}
    </Space>
  );
}
