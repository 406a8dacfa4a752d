import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable, formatDate, routePath, textColumn, type DataColumn } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { useCan } from '@/app/permissions';
import { IO_DIRECTION_OPTIONS, IO_STATE_OPTIONS, statusText } from './columns';
import { IoActions } from './IoActions';
import { IoFormDialog } from './IoFormDialog';
import { useIoDetail, type IoItem } from './io.api';

/** /gengyun/eqpt/io/view?id=: an order's header (with its handler), its equipment (from → to), its sub work order and the actions its state allows. */
export function IoViewPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id')) || 0;
  const detail = useIoDetail(id || null);
  const [editing, setEditing] = useState(false);
  const columns = useMemo<DataColumn<IoItem>[]>(
    () => [
      textColumn<IoItem>({ key: 'asset_code', titleKey: 'equipmentPlaces.io.fields.assetCode', width: 130, format: (_v, row) => row.equipment?.asset_code ?? '' }),
      textColumn<IoItem>({ key: 'asset_name', titleKey: 'equipmentPlaces.io.fields.assetName', width: 160, format: (_v, row) => row.equipment?.asset_name ?? '' }),
      textColumn<IoItem>({ key: 'from_position_name', titleKey: 'equipmentPlaces.io.fields.fromPosition', width: 140 }),
      textColumn<IoItem>({ key: 'from_status', titleKey: 'equipmentPlaces.io.fields.fromStatus', width: 110, format: (v) => statusText(t, v as number | null) }),
      textColumn<IoItem>({ key: 'to_status', titleKey: 'equipmentPlaces.io.fields.toStatus', width: 110, format: (v) => statusText(t, v as number | null) }),
    ],
    [t],
  );

  if (!id || detail.isError) return <Result status="404" title={t('equipmentPlaces.common.notFound')} />;
  if (!detail.data) return <Card>{<Skeleton active />}</Card>;
  const order = detail.data;

  return (
    <Card
      title={`${t('menu.eqpt.ioView')} · ${order.code}`}
      data-testid="io-view-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(routePath('eqpt/io'))} data-testid="io-view-back">
            {t('common.buttons.back')}
          </Button>
          <IoActions row={order} can={can} onEdit={() => setEditing(true)} />
        </Space>
      }
    >
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.code')}>{order.code}</Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.direction')}>
          <StatusTag value={order.direction} options={IO_DIRECTION_OPTIONS} />
        </Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.state')}>
          <StatusTag value={order.state} options={IO_STATE_OPTIONS} />
        </Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.toPosition')}>{order.to_position_name ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.toStatus')}>{statusText(t, order.to_status)}</Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.handler')}>
          <span data-testid="io-view-handler">{order.handler_name ?? ''}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.common.createTime')}>{formatDate(order.create_time)}</Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.approveTime')}>{formatDate(order.approve_time)}</Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.io.fields.approveRemark')}>{order.approve_remark ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('equipmentPlaces.common.remark')}>{order.remark ?? ''}</Descriptions.Item>
      </Descriptions>
      <DataTable<IoItem> showIndex columns={columns} rows={order.items} columnPicker={false} />
      <SubWorkOrder id={order.sub_work_order_id ?? null} />
      <IoFormDialog open={editing} editId={order.id} onClose={() => setEditing(false)} />
    </Card>
  );
}

/** The order's sub work order; the work-order area does not exist yet, so this is its empty state (or the kept number). */
function SubWorkOrder({ id }: { id: number | null }): ReactElement {
  const { t } = useT();
  return (
    <Card type="inner" size="small" title={t('equipmentPlaces.io.subWorkOrder.title')} style={{ marginTop: 16 }} data-testid="io-view-sub-work-order">
      {id ? <Typography.Text>{t('equipmentPlaces.io.subWorkOrder.linked', [id])}</Typography.Text> : <EmptyState descriptionKey="equipmentPlaces.io.subWorkOrder.empty" />}
    </Card>
  );
}
