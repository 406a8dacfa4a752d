import { useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, InputNumber, Modal, Space, Table } from 'antd';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { Link } from 'react-router-dom';
import { orderViewLink } from '../../work-orders/order/order-links';
import { placeText } from './PartPicker';
import { RequisitionStatusTag } from './RequisitionStatusTag';
import { useRequisition, useRequisitionAction, useReturnParts, type RequisitionLine } from './requisition.api';

/** /gengyun/bom/io/view?id=: one requisition, approved, issued and taken back here by the storekeeper. */
export function RequisitionDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [query] = useSearchParams();
  const id = Number(query.get('id') ?? 0);
  const req = useRequisition(id);
  const approve = useRequisitionAction('approve');
  const issue = useRequisitionAction('issue');
  const [returning, setReturning] = useState<Record<number, number> | null>(null);
  const giveBack = useReturnParts(() => setReturning(null));
  const row = req.data;
  const at = row ? { id: row.id, version: row.version } : null;
  const columns = [
    { key: 'part', title: t('inventory.part.code'), render: (_: unknown, l: RequisitionLine) => `${l.spare_part_code} ${l.part_name}` },
    { key: 'place', title: t('inventory.requisition.place'), render: (_: unknown, l: RequisitionLine) => placeText(l) },
    ...(['quantity', 'reserved', 'issued', 'returned', 'available'] as const).map((k) => ({ key: k, dataIndex: k, title: t(`inventory.requisition.${k}`) })),
  ];

  return (
    <Card
      title={row ? `${t('inventory.requisition.title')} ${row.work_order_code}` : t('menu.bom.ioView')}
      loading={req.isLoading}
      data-testid="requisition-detail-page"
      extra={
        row &&
        at && (
          <Space wrap>
            {row.status === 'ready' && can(Permission.requisition.approve) && (
              <Button type="primary" loading={approve.isPending} onClick={() => approve.mutate(at)} data-testid="requisition-approve">
                {t('inventory.requisition.approve')}
              </Button>
            )}
            {row.status === 'approved' && can(Permission.requisition.issue) && (
              <Button type="primary" loading={issue.isPending} onClick={() => issue.mutate(at)} data-testid="requisition-issue">
                {t('inventory.requisition.issue')}
              </Button>
            )}
            {row.status === 'issued' && can(Permission.requisition.issue) && (
              <Button onClick={() => setReturning({})} data-testid="requisition-return">
                {t('inventory.requisition.return')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {row && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="requisition-detail">
            <Descriptions.Item label={t('inventory.requisition.workOrder')}>
              <Link to={orderViewLink(row.work_order_id)}>{`${row.work_order_code} ${row.work_order_title}`}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.status')}>
              <RequisitionStatusTag status={row.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.requester')}>{row.create_user_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.approver')}>{row.approved_user_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.partsCost')}>
              <span data-testid="requisition-parts-cost">{row.parts_cost}</span>
            </Descriptions.Item>
          </Descriptions>
          <Table<RequisitionLine> style={{ marginTop: 16 }} size="small" rowKey="id" pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={row.lines} />
          <Modal
            open={returning !== null}
            title={t('inventory.requisition.return')}
            onCancel={() => setReturning(null)}
            okButtonProps={{ loading: giveBack.isPending, ...({ 'data-testid': 'requisition-return-ok' } as Record<string, string>) }}
            onOk={() =>
              at &&
              giveBack.mutate({
                ...at,
                lines: Object.entries(returning ?? {})
                  .filter(([, q]) => q > 0)
                  .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity })),
              })
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              {row.lines
                .filter((l) => l.issued > l.returned)
                .map((l) => (
                  <Space key={l.id} wrap>
                    <span>{`${l.spare_part_code} ${l.part_name}`}</span>
                    <InputNumber<number>
                      min={0}
                      max={l.issued - l.returned}
                      precision={0}
                      aria-label={t('inventory.requisition.returnQuantity')}
                      data-testid={`requisition-return-${l.id}`}
                      value={returning?.[l.id] ?? 0}
                      onChange={(q) => setReturning((all) => ({ ...all, [l.id]: q ?? 0 }))}
                    />
                  </Space>
                ))}
            </Space>
          </Modal>
        </>
      )}
    </Card>
  );
}
