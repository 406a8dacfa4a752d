import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Checkbox, Descriptions, Empty, Flex, InputNumber, Space, Typography } from 'antd';
import { EDITABLE_REQUISITION_STATUSES, OPEN_REQUISITION_STATUSES, Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { useT } from '@/i18n/t';
import { PartPicker, placeKeyOf, placeText } from './PartPicker';
import { RequisitionStatusTag } from './RequisitionStatusTag';
import { StandIns } from './StandIns';
import { useOrderRequisition, useRequisitionAction, useSaveRequisition, type RequisitionLine, type StockRow } from './requisition.api';

interface Draft {
  key: string;
  part_id: number;
  warehouse_id: number;
  bin_id: number | null;
  batch_no: string | null;
  /** spare_part_code: the picker disables parts the draft has already. */
  code: string;
  label: string;
  place: string;
  /** Null where the reader may not see the place's stock (a blind count of its warehouse). */
  available: number | null;
  quantity: number;
}

const pickedOf = (row: StockRow, quantity = 1): Draft => ({
  key: placeKeyOf(row),
  part_id: row.part_id,
  warehouse_id: row.warehouse_id,
  bin_id: row.bin_id,
  batch_no: row.batch_no,
  code: row.spare_part_code,
  label: `${row.spare_part_code} ${row.part_name}`,
  place: placeText(row),
  available: row.available,
  quantity,
});

const draftOf = (l: RequisitionLine): Draft => ({
  key: placeKeyOf(l),
  part_id: l.part_id,
  warehouse_id: l.warehouse_id,
  bin_id: l.bin_id,
  batch_no: l.batch_no,
  code: l.spare_part_code,
  label: `${l.spare_part_code} ${l.part_name}`,
  place: placeText(l),
  available: l.available === null ? null : l.available + l.reserved,
  quantity: l.quantity,
});

/**
 * The "parts" panel of a work order (issue 15 item 4): what the order asked for — reserved, issued, returned — and its
 * parts cost; its handlers and dispatchers request parts with a picker that shows what each place has available.
 * Saving reserves; "wait for parts" keeps short lines until stock arrives. One column, phone first.
 */
export function PartsPanel({ orderId, mayEdit }: { orderId: number; mayEdit: boolean }): ReactElement {
  const { t } = useT();
  const can = useCan();
  const mayRequest = mayEdit && can(Permission.requisition.request);
  const mayRead = can(Permission.requisition.request) || can(Permission.requisition.list);
  const req = useOrderRequisition(orderId, mayRead);
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [wait, setWait] = useState(false);
  const [picking, setPicking] = useState(false);
  const save = useSaveRequisition(() => setDrafts(null));
  const cancel = useRequisitionAction('cancel');
  const current = req.data ?? null;
  const chosenCodes = useMemo(() => new Set((drafts ?? []).map((d) => d.code)), [drafts]);
  const editable = !current || EDITABLE_REQUISITION_STATUSES.includes(current.status);

  const submit = () =>
    save.mutate({
      work_order_id: orderId,
      ...(current && { version: current.version }),
      wait_for_parts: wait,
      lines: (drafts ?? []).map((d) => ({ part_id: d.part_id, warehouse_id: d.warehouse_id, ...(d.bin_id !== null && { bin_id: d.bin_id }), ...(d.batch_no && { batch_no: d.batch_no }), quantity: d.quantity })),
    });

  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }} data-testid="parts-panel">
      {current && (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('inventory.requisition.status')}>
            <RequisitionStatusTag status={current.status} partlyIssued={current.partly_issued} />
          </Descriptions.Item>
          <Descriptions.Item label={t('inventory.requisition.partsCost')}>
            <span data-testid="parts-cost">{current.parts_cost}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {drafts === null ? (
        current?.lines.length ? (
          current.lines.map((l) => (
            <Card key={l.id} size="small" data-testid={`parts-line-${l.id}`} title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{`${l.spare_part_code} ${l.part_name}`}</span>}>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{placeText(l)}</Typography.Text>
              <Flex wrap gap={12} data-testid={`parts-line-numbers-${l.id}`}>
                <span>{`${t('inventory.requisition.quantity')} ${l.quantity}`}</span>
                <span>{`${t('inventory.requisition.reserved')} ${l.reserved}`}</span>
                <span>{`${t('inventory.requisition.issued')} ${l.issued}`}</span>
                <span>{`${t('inventory.requisition.returned')} ${l.returned}`}</span>
              </Flex>
            </Card>
          ))
        ) : (
          (req.isSuccess || !mayRead) && <Empty description={t('inventory.requisition.none')} />
        )
      ) : (
        <>
          {drafts.map((d) => (
            <Card key={d.key} size="small" data-testid={`parts-draft-${d.key}`} title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{d.label}</span>}>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{d.available === null ? d.place : `${d.place} · ${t('inventory.requisition.available')} ${d.available}`}</Typography.Text>
                <Space wrap>
                  <InputNumber<number>
                    min={1}
                    precision={0}
                    value={d.quantity}
                    aria-label={t('inventory.requisition.quantity')}
                    data-testid={`parts-quantity-${d.key}`}
                    onChange={(value) => setDrafts((all) => (all ?? []).map((x) => (x.key === d.key ? { ...x, quantity: value ?? 1 } : x)))}
                  />
                  <Button size="small" danger onClick={() => setDrafts((all) => (all ?? []).filter((x) => x.key !== d.key))}>
                    {t('inventory.requisition.remove')}
                  </Button>
                </Space>
                {d.available !== null && d.quantity > d.available && (
                  <StandIns partId={d.part_id} chosenCodes={chosenCodes} onTake={(row) => setDrafts((all) => (all ?? []).map((x) => (x.key === d.key ? pickedOf(row, d.quantity) : x)))} />
                )}
              </Flex>
            </Card>
          ))}
          <Button onClick={() => setPicking(true)} data-testid="parts-pick">
            {t('inventory.requisition.pick')}
          </Button>
          <Checkbox checked={wait} onChange={(e) => setWait(e.target.checked)} data-testid="parts-wait">
            {t('inventory.requisition.waitForParts')}
          </Checkbox>
          <Space wrap>
            <Button type="primary" loading={save.isPending} onClick={submit} data-testid="parts-save">
              {t('inventory.requisition.save')}
            </Button>
            <Button onClick={() => setDrafts(null)}>{t('common.buttons.cancel')}</Button>
          </Space>
        </>
      )}
      {mayRequest && drafts === null && (
        <Space wrap>
          {editable && (
            <Button type="primary" onClick={() => setDrafts((current?.status === 'cancelled' ? [] : current?.lines ?? []).map(draftOf))} data-testid="parts-request">
              {t('inventory.requisition.request')}
            </Button>
          )}
          {current && OPEN_REQUISITION_STATUSES.includes(current.status) && (
            <Button danger loading={cancel.isPending} onClick={() => cancel.mutate({ id: current.id, version: current.version })} data-testid="parts-cancel">
              {t('inventory.requisition.cancel')}
            </Button>
          )}
        </Space>
      )}
      <PartPicker
        open={picking}
        chosenCodes={chosenCodes}
        onClose={() => setPicking(false)}
        onPick={(row) => {
          setDrafts((all) => [...(all ?? []), pickedOf(row)]);
          setPicking(false);
        }}
      />
    </Flex>
  );
}
