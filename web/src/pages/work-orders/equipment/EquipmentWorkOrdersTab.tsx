import type { ReactElement } from 'react';
import { Space, Table, Tag, Typography } from 'antd';
import { DOWNTIME_REASON_LABELS, Permission, type Page, type WorkOrderDowntimeEntry } from '@gengyun/contracts';
import { useCallQuery } from '@/api/hooks';
import { useCan } from '@/app/permissions';
import { formatDate } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { StatusTag } from '@/components/StatusTag';
import { useT } from '@/i18n/t';
import { WORK_ORDER_STATUS_TAGS } from '../order/status-tags';
import type { WorkOrderRow } from '../order/work-order.api';

type DowntimePage = Page<WorkOrderDowntimeEntry> & { total_minutes?: number };
const LATEST = { pageNumber: 1, pageSize: 50 };

/** The equipment detail's work-order tab: the latest orders on the equipment and its downtime, within the reader's scope. */
export function EquipmentWorkOrdersTab({ equipmentId }: { equipmentId: number }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const mayList = can(Permission.workOrder.list);
  const orders = useCallQuery<Page<WorkOrderRow>>(['workOrder', 'list', 'equipment', equipmentId], '/workOrder/pageList', { ...LATEST, equipment_id: equipmentId }, { silent: true, enabled: mayList });
  const downtime = useCallQuery<DowntimePage>(['workOrder', 'downtime', 'equipment', equipmentId], '/equipmentDowntime/pageList', { ...LATEST, equipment_id: equipmentId }, { silent: true });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large" data-testid="eqpt-work-orders">
      {mayList ? (
        <Table<WorkOrderRow>
          size="small"
          bordered
          rowKey="id"
          pagination={false}
          dataSource={orders.data?.rows ?? []}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            { key: 'code', title: t('workOrder.fields.code'), render: (_v, o) => o.code },
            { key: 'title', title: t('workOrder.fields.title'), render: (_v, o) => o.title },
            { key: 'status', title: t('workOrder.fields.status'), render: (_v, o) => <StatusTag value={o.status} options={WORK_ORDER_STATUS_TAGS} /> },
            { key: 'type', title: t('workOrder.fields.type'), render: (_v, o) => o.type_name },
            { key: 'created', title: t('workOrder.fields.createTime'), render: (_v, o) => formatDate(o.create_time) },
          ]}
        />
      ) : (
        <EmptyState descriptionKey="workOrderRecord.equipment.noPermission" />
      )}
      <Typography.Title level={5}>{t('workOrderRecord.tabs.downtime')}</Typography.Title>
      <Table<WorkOrderDowntimeEntry>
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        dataSource={downtime.data?.rows ?? []}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'order', title: t('workOrderDowntime.fields.order'), render: (_v, d) => d.work_order_code },
          { key: 'start', title: t('workOrderDowntime.fields.start'), render: (_v, d) => formatDate(d.start_time) },
          { key: 'end', title: t('workOrderDowntime.fields.end'), render: (_v, d) => (d.end_time ? formatDate(d.end_time) : <Tag color="error">{t('workOrderDowntime.ongoing')}</Tag>) },
          { key: 'reason', title: t('workOrderDowntime.fields.reason'), render: (_v, d) => t(DOWNTIME_REASON_LABELS[d.reason]) },
          { key: 'minutes', title: t('workOrderDowntime.fields.minutes'), align: 'right', render: (_v, d) => d.minutes },
        ]}
      />
      <Typography.Text strong data-testid="eqpt-downtime-total">
        {t('workOrderDowntime.total', [downtime.data?.total_minutes ?? 0])}
      </Typography.Text>
    </Space>
  );
}
