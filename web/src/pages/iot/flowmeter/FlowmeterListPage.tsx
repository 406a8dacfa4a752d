import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Permission } from '@gengyun/contracts';
import { DataTable, dateColumn, detailLink, linkColumn, routePath, textColumn, type DataColumn } from '@/components/DataTable';
import { Label } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import type { LiveMeter } from '../common/live-merge';
import { LiveStatus } from '../common/LiveStatus';
import { MeterStatus } from '../common/MeterCard';
import { MeterRooms } from '../common/MeterRooms';
import { MeterValue } from '../common/MeterValue';
import { specsOf, useQuantities, type QuantitySpec } from '../common/quantities';
import { useLiveMeters } from '../common/useLiveMeters';

export const FLOWMETER_VIEW_ROUTE = 'watch/flowmeter/view';
/** The columns of the flowmeter screen, in this order. */
export const FLOW_QUANTITIES = ['instant_flow', 'cumulative', 'pressure'] as const;

function valueColumn(spec: QuantitySpec): DataColumn<LiveMeter> {
  return {
    key: `q_${spec.key}`,
    titleKey: spec.labelKey,
    title: (
      <>
        <Label k={spec.labelKey} />
        {spec.unit ? ` (${spec.unit})` : null}
      </>
    ),
    align: 'right',
    minWidth: 130,
    essential: true,
    render: (_v, row) => <MeterValue meterId={row.id} meterType={row.meter_type} spec={{ ...spec, unit: '' }} value={row.values[spec.key]} size="inline" showLabel={false} />,
  };
}

/** /gengyun/watch/flowmeter: every flowmeter with instant flow, cumulative flow and pressure, live. */
export function FlowmeterListPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const catalogue = useQuantities();
  const { meters, snapshot } = useLiveMeters();

  const rows = useMemo(() => {
    const word = keyword.toLowerCase();
    return [...meters.values()].filter((m) => m.meter_type === 'flowmeter' && (!word || m.meter_code.toLowerCase().includes(word) || m.name.toLowerCase().includes(word)));
  }, [meters, keyword]);
  const ids = useMemo(() => rows.map((m) => m.id), [rows]);

  const columns = useMemo<DataColumn<LiveMeter>[]>(() => {
    const specs = specsOf(catalogue.data, 'flowmeter');
    const ordered = FLOW_QUANTITIES.flatMap((key) => specs.filter((s) => s.key === key));
    return [
      linkColumn<LiveMeter>({ key: 'meter_code', titleKey: 'iot.monitor.fields.code', route: FLOWMETER_VIEW_ROUTE, hideable: false }),
      textColumn<LiveMeter>({ key: 'name', titleKey: 'iot.monitor.fields.name', essential: true }),
      { key: 'status', titleKey: 'iot.monitor.fields.status', title: <Label k="iot.monitor.fields.status" />, align: 'center', minWidth: 90, essential: true, render: (_v, row) => <MeterStatus meter={row} /> },
      ...ordered.map(valueColumn),
      dateColumn<LiveMeter>({ key: 'last_seen', titleKey: 'iot.monitor.fields.lastSeen' }),
    ];
  }, [catalogue.data]);

  return (
    <Card title={t('menu.iot.flowmeter')} extra={<LiveStatus />} data-testid="flowmeter-page">
      <MeterRooms ids={ids} />
      <SearchBar
        keyword={keyword}
        placeholderKey="iot.monitor.searchPlaceholder"
        onSearch={setKeyword}
        onReset={() => setKeyword('')}
        toolbar={
          can(Permission.meter.add) ? (
            <Button type="primary" onClick={() => void navigate(routePath('watch/flowmeter/add'))} data-testid="meter-add">
              {t('common.buttons.add')}
            </Button>
          ) : null
        }
      />
      <DataTable<LiveMeter>
        columns={columns}
        rows={rows}
        loading={snapshot.isPending}
        showIndex
        actions={(row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void navigate(detailLink(FLOWMETER_VIEW_ROUTE, row.id))} data-testid={`meter-row-view-${row.id}`}>
              {t('common.buttons.view')}
            </Button>
          </Space>
        )}
      />
    </Card>
  );
}
