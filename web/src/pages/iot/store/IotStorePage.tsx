import { useMemo, useState, type ReactElement } from 'react';
import { Badge, Card, Input, Space, Tabs } from 'antd';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { LiveGrid } from '../common/LiveGrid';
import { LiveStatus } from '../common/LiveStatus';
import { useQuantities, type MeterType } from '../common/quantities';
import { useLiveMeters } from '../common/useLiveMeters';

/** The IoT store's four kinds (SPEC section 2 screen groupings). */
export const STORE_TYPES = ['air', 'pm', 'water', 'power'] as const satisfies readonly MeterType[];
type StoreType = (typeof STORE_TYPES)[number];

/** /gengyun/iot/store: live grids of air conditioners, particulate matter, water quality and watt-hour meters. */
export function IotStorePage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [type, setType] = useState<StoreType>('air');
  const [keyword, setKeyword] = useState('');
  const catalogue = useQuantities();
  const { meters, snapshot } = useLiveMeters();

  const byType = useMemo(() => {
    const groups = new Map<string, typeof list>();
    const list = [...meters.values()];
    for (const meter of list) groups.set(meter.meter_type, [...(groups.get(meter.meter_type) ?? []), meter]);
    return groups;
  }, [meters]);
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    return (byType.get(type) ?? []).filter((m) => !word || m.meter_code.toLowerCase().includes(word) || m.name.toLowerCase().includes(word));
  }, [byType, type, keyword]);

  return (
    <Card
      title={t('menu.iot.store')}
      data-testid="iot-store-page"
      extra={
        <Space>
          <Input.Search allowClear placeholder={t('iot.monitor.searchPlaceholder')} onSearch={setKeyword} onChange={(e) => !e.target.value && setKeyword('')} style={{ width: 220 }} data-testid="store-search" />
          <LiveStatus />
        </Space>
      }
    >
      <Tabs
        activeKey={type}
        onChange={(key) => setType(key as StoreType)}
        items={STORE_TYPES.map((key) => {
          const group = byType.get(key) ?? [];
          const online = group.filter((m) => m.enabled && m.status === 'online').length;
          return {
            key,
            label: (
              <span data-testid={`store-tab-${key}`}>
                {t(`iot.meter.types.${key}` as MessageKey)} <Badge count={`${online}/${group.length}`} color={online ? 'green' : 'gray'} />
              </span>
            ),
          };
        })}
      />
      <LiveGrid meters={shown} catalogue={catalogue.data} loading={snapshot.isPending} viewRoute={can(Permission.meter.list) ? 'monitor/view' : undefined} />
    </Card>
  );
}
