import { useMemo, useState, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, Select, Space, Table } from 'antd';
import { Permission, type RequisitionStatus } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { orderViewLink } from '../../work-orders/order/order-links';
import { placeText } from './PartPicker';
import { QuantityDialog, type QuantityDialogProps } from './QuantityDialog';
import { RequisitionStatusTag } from './RequisitionStatusTag';
import { ReplaceLineDialog } from './ReplaceLineDialog';
import { useRequisition, useRequisitionAction, useReturnParts, type RequisitionLine } from './requisition.api';

const ISSUABLE: readonly RequisitionStatus[] = ['ready', 'approved'];
const RETURNABLE: readonly RequisitionStatus[] = ['ready', 'approved', 'issued', 'cancelled'];
/** A short line moves while nothing of it is approved or issued (the server checks the same). */
const MOVABLE: readonly RequisitionStatus[] = ['waiting', 'ready'];
const isShort = (l: RequisitionLine): boolean => !l.approved && l.issued === 0 && l.reserved < l.quantity;

type QuantityKind = 'issue' | 'return';
/** One quantity dialog serves both: it keeps the kind it was opened for while it closes. */
const QUANTITY_TEXTS = {
  issue: { titleKey: 'inventory.requisition.issue', labelKey: 'inventory.requisition.issueQuantity', testId: 'requisition-issue' },
  return: { titleKey: 'inventory.requisition.return', labelKey: 'inventory.requisition.returnQuantity', testId: 'requisition-return' },
} as const satisfies Record<QuantityKind, Pick<QuantityDialogProps, 'titleKey' | 'labelKey' | 'testId'>>;

/**
 * /gengyun/bom/io/view?id=: one requisition as its storekeepers see it — the lines of their warehouses. Each approves
 * and issues the lines of their own warehouse (a requisition spanning stores is chosen per warehouse); issuing takes
 * the quantities given now (the rest stays reserved for later); unused parts are taken back.
 */
export function RequisitionDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const [query] = useSearchParams();
  const id = Number(query.get('id') ?? 0);
  const req = useRequisition(id);
  const [dialog, setDialog] = useState<{ kind: QuantityKind; open: boolean }>({ kind: 'issue', open: false });
  const closeDialog = (): void => setDialog((shown) => ({ ...shown, open: false }));
  const [warehouse, setWarehouse] = useState(0);
  const [replacing, setReplacing] = useState<RequisitionLine | null>(null);
  const approve = useRequisitionAction('approve');
  const issue = useRequisitionAction('issue', closeDialog);
  const giveBack = useReturnParts(closeDialog);
  const row = req.data;
  const warehouses = useMemo(() => [...new Map((row?.lines ?? []).map((l) => [l.warehouse_id, l.warehouse_name])).entries()], [row]);
  const lines = useMemo(() => (row?.lines ?? []).filter((l) => !warehouse || l.warehouse_id === warehouse), [row, warehouse]);
  const at = row ? { id: row.id, version: row.version, ...(warehouse ? { warehouse_id: warehouse } : {}) } : null;
  const toIssue = useMemo(() => lines.filter((l) => l.approved && l.reserved > 0).map((line) => ({ line, max: line.reserved, initial: line.reserved })), [lines]);
  const toReturn = useMemo(() => lines.filter((l) => l.issued > l.returned).map((line) => ({ line, max: line.issued - line.returned, initial: 0 })), [lines]);
  const columns = [
    { key: 'part', title: t('inventory.part.code'), render: (_: unknown, l: RequisitionLine) => `${l.spare_part_code} ${l.part_name}` },
    { key: 'place', title: t('inventory.requisition.place'), render: (_: unknown, l: RequisitionLine) => placeText(l) },
    ...(['quantity', 'reserved', 'issued', 'returned', 'available'] as const).map((k) => ({ key: k, dataIndex: k, title: t(`inventory.requisition.${k}`) })),
    { key: 'approved', title: t('inventory.requisition.approvedLine'), render: (_: unknown, l: RequisitionLine) => t(l.approved ? 'inventory.yes' : 'inventory.no') },
    ...(row && MOVABLE.includes(row.status) && can(Permission.requisition.approve) && lines.some(isShort)
      ? [
          {
            key: 'replace',
            title: '',
            render: (_: unknown, l: RequisitionLine) =>
              isShort(l) && (
                <Button size="small" onClick={() => setReplacing(l)} data-testid={`requisition-replace-${l.id}`}>
                  {t('inventory.requisition.replaceLine')}
                </Button>
              ),
          },
        ]
      : []),
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
            <Link to={`/gengyun/bom/io/print?id=${row.id}`} data-testid="requisition-print-link">
              {t('inventory.requisition.print')}
            </Link>
            {warehouses.length > 1 && (
              <Select<number>
                style={{ width: 160 }}
                value={warehouse}
                onChange={setWarehouse}
                aria-label={t('inventory.warehouse.name')}
                options={[{ value: 0, label: t('inventory.requisition.allWarehouses') }, ...warehouses.map(([value, label]) => ({ value, label }))]}
                data-testid="requisition-warehouse"
              />
            )}
            {row.status === 'ready' && can(Permission.requisition.approve) && lines.some((l) => !l.approved) && (
              <Button type="primary" loading={approve.isPending} onClick={() => approve.mutate(at)} data-testid="requisition-approve">
                {t('inventory.requisition.approve')}
              </Button>
            )}
            {ISSUABLE.includes(row.status) && can(Permission.requisition.issue) && toIssue.length > 0 && (
              <Button type="primary" onClick={() => setDialog({ kind: 'issue', open: true })} data-testid="requisition-issue">
                {t('inventory.requisition.issue')}
              </Button>
            )}
            {RETURNABLE.includes(row.status) && can(Permission.requisition.issue) && toReturn.length > 0 && (
              <Button onClick={() => setDialog({ kind: 'return', open: true })} data-testid="requisition-return">
                {t('inventory.requisition.return')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {row && at && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="requisition-detail">
            <Descriptions.Item label={t('inventory.requisition.workOrder')}>
              <Link to={orderViewLink(row.work_order_id)}>{`${row.work_order_code} ${row.work_order_title}`}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.status')}>
              <RequisitionStatusTag status={row.status} partlyIssued={row.partly_issued} />
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.requester')}>{row.create_user_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.approver')}>{row.approved_user_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.requisition.partsCost')}>
              <span data-testid="requisition-parts-cost">{row.parts_cost}</span>
            </Descriptions.Item>
          </Descriptions>
          <Table<RequisitionLine> style={{ marginTop: 16 }} size="small" rowKey="id" pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={lines} />
          <QuantityDialog
            open={dialog.open}
            {...QUANTITY_TEXTS[dialog.kind]}
            lines={dialog.kind === 'issue' ? toIssue : toReturn}
            saving={dialog.kind === 'issue' ? issue.isPending : giveBack.isPending}
            onOk={(chosen) => (dialog.kind === 'issue' ? issue : giveBack).mutate({ ...at, lines: chosen })}
            onCancel={closeDialog}
          />
          <ReplaceLineDialog line={replacing} requisition={row} onClose={() => setReplacing(null)} />
        </>
      )}
    </Card>
  );
}
