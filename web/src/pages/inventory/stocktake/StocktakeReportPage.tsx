import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Empty, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useT } from '@/i18n/t';
import { useCostDisplay } from '../cost/cost-display';
import { useStocktake } from './stocktake.api';
import { differences, signed } from './stocktake-rules';

const cell = { border: '1px solid #999', padding: '4px 8px' } as const;

/**
 * /gengyun/bom/warehouseManageList/Inventory/report?id=: the printable difference report — the lines whose counted
 * quantity differs from the frozen expectation, with what moved during the count and what was adjusted (and, for the
 * "storage" cost display, the unit cost and the difference's value). A plain
 * table on white, so the browser's print gives the paper copy.
 */
export function StocktakeReportPage(): ReactElement {
  const { t } = useT();
  const [query] = useSearchParams();
  const count = useStocktake(Number(query.get('id') ?? 0));
  const row = count.data;
  const lines = differences(row?.lines ?? []);
  const { stockCost } = useCostDisplay();
  const heads = ['part', 'bin', 'batch', 'expected', 'counted', 'difference', 'movedSince', 'adjusted', ...(stockCost ? (['unitCost', 'differenceAmount'] as const) : [])] as const;

  return (
    <Card
      title={t('inventory.stocktake.report')}
      loading={count.isLoading}
      data-testid="stocktake-report-page"
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="stocktake-report-print">
          {t('inventory.stocktake.print')}
        </Button>
      }
    >
      {row && (
        <div style={{ background: '#fff', color: '#000', padding: 16, overflowX: 'auto' }} data-testid="stocktake-report">
          <Typography.Title level={4} style={{ color: '#000' }}>{`${t('inventory.stocktake.report')} ${row.code}`}</Typography.Title>
          <p>
            {`${t('inventory.stocktake.warehouse')}: ${row.warehouse_name} · ${t('inventory.stocktake.bins')}: ${row.bin_codes.join(', ') || t('inventory.stocktake.allBins')} · ${t('inventory.stocktake.date')}: ${row.count_date} · ${t('inventory.stocktake.person')}: ${row.person_name ?? ''} · ${t('inventory.stocktake.state')}: ${t(`inventory.stocktake.state.${row.state}`)}`}
            {row.document_no ? ` · ${t('inventory.stocktake.documentNo')}: ${row.document_no}` : ''}
          </p>
          {lines.length === 0 ? (
            <Empty description={t('inventory.stocktake.noDifference')} />
          ) : (
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <thead>
                <tr>
                  {heads.map((k) => (
                    <th key={k} style={cell}>
                      {t(`inventory.stocktake.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.id} data-testid={`report-line-${l.id}`}>
                    <td style={cell}>{`${l.spare_part_code} ${l.part_name}`}</td>
                    <td style={cell}>{l.bin_code ?? ''}</td>
                    <td style={cell}>{l.batch_no ?? ''}</td>
                    <td style={cell}>{l.expected}</td>
                    <td style={cell}>{l.counted}</td>
                    <td style={cell}>{signed(l.difference)}</td>
                    <td style={cell}>{signed(l.moved_since_start)}</td>
                    <td style={cell}>{signed(l.adjusted)}</td>
                    {stockCost && <td style={cell}>{l.unit_cost ?? ''}</td>}
                    {stockCost && <td style={cell}>{l.difference_amount ?? ''}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Card>
  );
}
