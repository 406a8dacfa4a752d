import { useMemo, useState, type HTMLAttributes, type ReactElement } from 'react';
import { Button, Card, Col, Row, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { DataTable, textColumn, type DataColumn } from '@/components/DataTable';
import { SearchBar, pagingOf, useSearchHelper } from '@/components/SearchBar';
import { RowActions } from '@/components/RowActions';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { usePointOptions, useRoutePage, type PatrolRouteRow } from '../patrol.api';
import { RouteFormDrawer } from './RouteFormDrawer';
import { RouteMap } from './RouteMap';
import { TransferSheetButtons } from '../../transfer/TransferSheetButtons';

const columns = (pointName: (id: number) => string): DataColumn<PatrolRouteRow>[] => [
  textColumn<PatrolRouteRow>({ key: 'name', titleKey: 'maintenance.patrol.fields.name', width: 200, hideable: false }),
  textColumn<PatrolRouteRow>({ key: 'points', titleKey: 'maintenance.patrol.fields.points', format: (_v, row) => row.points.map((p) => pointName(p.point_id)).join(' → ') }),
  textColumn<PatrolRouteRow>({ key: 'tolerance_minutes', titleKey: 'maintenance.patrol.fields.tolerance', width: 140 }),
];

/** /gengyun/patrol/route: routes with their points in order, and the chosen route's map. */
export function RoutePage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const canEdit = can(Permission.patrol.edit);
  const search = useSearchHelper();
  const list = useRoutePage(search.params);
  const points = usePointOptions();
  const [form, setForm] = useState<{ row?: PatrolRouteRow } | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const byId = useMemo(() => new Map((points.data?.rows ?? []).map((p) => [p.id, p])), [points.data]);
  const cols = useMemo(() => columns((id) => byId.get(id)?.name ?? `#${id}`), [byId]);
  const route = (list.data?.rows ?? []).find((r) => r.id === shown) ?? list.data?.rows[0];
  const stops = useMemo(
    () => (route?.points ?? []).flatMap((s) => {
      const p = byId.get(s.point_id);
      return p ? [{ name: p.name, latitude: p.latitude, longitude: p.longitude }] : [];
    }),
    [route, byId],
  );
  return (
    <Card title={t('menu.patrol.route')} data-testid="patrol-route-page">
      <SearchBar
        keyword={search.params.keyword}
        placeholderKey="maintenance.patrol.route.keyword"
        onSearch={(keyword) => search.search(keyword)}
        onReset={search.reset}
        toolbar={
          <Space>
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({})} data-testid="patrol-route-add">
                {t('common.buttons.add')}
              </Button>
            )}
            <TransferSheetButtons resource="patrolRoute" />
          </Space>
        }
      />
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <DataTable<PatrolRouteRow>
            showIndex
            columns={cols}
            rows={list.data?.rows ?? []}
            loading={list.isFetching && !list.data}
            paging={pagingOf(search, list)}
            actions={(row) => <RowActions prefix="patrol-route" id={row.id} canEdit={canEdit} onEdit={() => setForm({ row })} />}
            tableProps={{ onRow: (row) => ({ 'data-testid': `patrol-route-row-${row.id}`, onClick: () => setShown(row.id) }) as HTMLAttributes<HTMLElement> }}
          />
        </Col>
        <Col xs={24} xl={10}>
          {route && <RouteMap stops={stops} />}
        </Col>
      </Row>
      {form && <RouteFormDrawer row={form.row} onClose={() => setForm(null)} />}
    </Card>
  );
}
