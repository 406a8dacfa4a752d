import type { ReactElement } from 'react';
import { Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/t';
import { orderViewLink } from '../../work-orders/order/order-links';
import { CheckControl } from './CheckControl';
import { useChecklist, useRecordCheck, type CheckResultRow } from './check.api';

/** `0.2 ~ 0.4 MPa`: the accepted range of a number, either end open. */
const limits = (row: CheckResultRow): string | null =>
  row.lower_limit === null && row.upper_limit === null ? null : `${row.lower_limit ?? '−∞'} ~ ${row.upper_limit ?? '+∞'}${row.unit ? ` ${row.unit}` : ''}`;

/**
 * The checklist of an order a maintenance plan generated: one card per item with its standard, its limits and the one
 * control its type asks for; a failed item is marked, with the repair order it opened. One column, phone first.
 */
export function CheckPanel({ orderId, mayEdit }: { orderId: number; mayEdit: boolean }): ReactElement {
  const { t } = useT();
  const list = useChecklist(orderId);
  const record = useRecordCheck(orderId);
  const rows = list.data ?? [];
  if (list.isSuccess && !rows.length) return <Empty description={t('maintenance.check.empty')} />;
  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }} data-testid="check-panel">
      {rows.map((row) => {
        const range = limits(row);
        return (
          <Card
            key={row.id}
            size="small"
            data-testid={`check-item-${row.id}`}
            data-failed={row.failed === true}
            style={row.failed ? { borderColor: '#ff4d4f' } : undefined}
            title={<span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{`${row.position + 1}. ${row.name}`}</span>}
            extra={row.failed ? <Tag color="error">{t('maintenance.check.failed')}</Tag> : null}
          >
            <Flex vertical gap={8} style={{ minWidth: 0 }}>
              {row.standard && <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{row.standard}</Typography.Text>}
              {range && <Typography.Text data-testid={`check-limits-${row.id}`}>{t('maintenance.check.limits', [range])}</Typography.Text>}
              <CheckControl key={`${row.id}:${row.recorded_time ?? ''}`} row={row} mayEdit={mayEdit} saving={record.isPending && record.variables?.id === row.id} onRecord={(value) => record.mutate({ id: row.id, value })} />
              {row.repair_order_id !== null && (
                <Link to={orderViewLink(row.repair_order_id)} data-testid={`check-repair-${row.id}`}>
                  {t('maintenance.check.repairOrder')}
                </Link>
              )}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
