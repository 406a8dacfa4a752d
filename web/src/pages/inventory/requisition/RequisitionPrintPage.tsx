import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useT } from '@/i18n/t';
import { placeText } from './PartPicker';
import { useRequisition } from './requisition.api';

const cell = { border: '1px solid #999', padding: '4px 8px' } as const;
const HEADS = ['workOrder', 'status', 'requester', 'approver', 'partsCost'] as const;
const COLUMNS = ['lines', 'unit', 'place', 'quantity', 'issued', 'returned'] as const;
const SIGNATURES = ['signRequester', 'signStorekeeper', 'signReceiver'] as const;

/**
 * /gengyun/bom/io/print?id=: the requisition's paper form — the order, who asked and approved, the parts with their
 * place and what was issued and returned, and lines to sign. The lines are those the reader sees (a storekeeper
 * prints their warehouses'). A plain table on white, in the reader's language, so the browser's print gives the copy.
 */
export function RequisitionPrintPage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const req = useRequisition(Number(query.get('id') ?? 0));
  const row = req.data;
  const head = row && {
    workOrder: `${row.work_order_code} ${row.work_order_title}`,
    status: t(`inventory.requisition.status.${row.status}`),
    requester: row.create_user_name ?? '',
    approver: row.approved_user_name ?? '',
    partsCost: row.parts_cost,
  };

  return (
    <Card
      title={t('menu.bom.ioPrint')}
      loading={req.isLoading}
      data-testid="requisition-print-page"
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="requisition-print">
          {t('inventory.requisition.print')}
        </Button>
      }
    >
      {row && head && (
        <div style={{ background: '#fff', color: '#000', padding: 16, overflowX: 'auto' }} data-testid="requisition-form">
          <Typography.Title level={4} style={{ color: '#000', textAlign: 'center' }}>
            {t('inventory.requisition.printTitle')}
          </Typography.Title>
          <p data-testid="requisition-form-head">{HEADS.map((k) => `${t(`inventory.requisition.${k}`)}: ${head[k]}`).join(' · ')}</p>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {COLUMNS.map((k) => (
                  <th key={k} style={cell}>
                    {t(`inventory.requisition.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row.lines.map((l) => (
                <tr key={l.id} data-testid={`requisition-form-line-${l.id}`}>
                  <td style={cell}>{`${l.spare_part_code} ${l.part_name}`}</td>
                  <td style={cell}>{l.unit ?? ''}</td>
                  <td style={cell}>{placeText(l)}</td>
                  <td style={cell}>{l.quantity}</td>
                  <td style={cell}>{l.issued}</td>
                  <td style={cell}>{l.returned}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, marginTop: 40 }}>
            {SIGNATURES.map((k) => (
              <span key={k} style={{ minWidth: 200 }}>{`${t(`inventory.requisition.${k}`)}: ____________`}</span>
            ))}
          </div>
        </div>
      )}
    </Card>
  );
}
