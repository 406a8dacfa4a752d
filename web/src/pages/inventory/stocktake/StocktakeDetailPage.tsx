import { useMemo, useState, type Key, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Permission } from '@gengyun/contracts';
import { useCan } from '@/app/permissions';
import { DataTable } from '@/components/DataTable';
import { useT } from '@/i18n/t';
import { StepButton } from './StepButton';
import { useCostDisplay } from '../cost/cost-display';
import { COUNT_ROUTE, REPORT_ROUTE, lineColumns } from './columns';
import { testIdProps } from '@/components/test-ids';
import { downloadReport, useRecount, useStocktake } from './stocktake.api';

/**
 * /gengyun/bom/warehouseManageList/Inventory/view?id=: one stocktake, its lines (expected, counted, difference) and its
 * next step; an approver sends chosen lines of a counting or finished count back to be counted again; the difference
 * report downloads as xlsx.
 */
export function StocktakeDetailPage(): ReactElement {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id') ?? 0);
  const count = useStocktake(id);
  const { stockCost } = useCostDisplay();
  const columns = useMemo(() => lineColumns(stockCost), [stockCost]);
  const row = count.data;
  const recount = useRecount();
  const [chosen, setChosen] = useState<number[]>([]);
  const mayRecount = (row?.state === 'counting' || row?.state === 'finished') && can(Permission.stocktake.approve);

  return (
    <Card
      title={row ? row.code : t('menu.bom.inventoryView')}
      loading={count.isLoading}
      data-testid="stocktake-detail-page"
      extra={
        row && (
          <Space wrap>
            <StepButton row={row} />
            {row.state === 'counting' && can(Permission.stocktake.count) && (
              <Button onClick={() => void navigate(`/gengyun/${COUNT_ROUTE}?id=${row.id}`)} data-testid="stocktake-detail-count">
                {t('inventory.stocktake.count')}
              </Button>
            )}
            <Button onClick={() => void navigate(`/gengyun/${REPORT_ROUTE}?id=${row.id}`)} data-testid="stocktake-detail-report">
              {t('inventory.stocktake.report')}
            </Button>
            {row.state !== 'draft' && (
              <Button icon={<DownloadOutlined />} onClick={() => void downloadReport(row.id)} data-testid="stocktake-detail-export">
                {t('inventory.stocktake.exportReport')}
              </Button>
            )}
            {mayRecount && (
              <Popconfirm
                title={t('inventory.stocktake.recountConfirm', [chosen.length])}
                okText={t('common.buttons.confirm')}
                cancelText={t('common.buttons.cancel')}
                disabled={!chosen.length}
                onConfirm={() => recount.mutateAsync({ id: row.id, line_ids: chosen }).then(() => setChosen([]), () => undefined)}
                okButtonProps={testIdProps('stocktake-recount-ok')}
              >
                <Button disabled={!chosen.length} loading={recount.isPending} data-testid="stocktake-detail-recount">
                  {`${t('inventory.stocktake.recount')}${chosen.length ? ` (${chosen.length})` : ''}`}
                </Button>
              </Popconfirm>
            )}
          </Space>
        )
      }
    >
      {row && (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="stocktake-detail">
            <Descriptions.Item label={t('inventory.stocktake.code')}>{row.code}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.date')}>{row.count_date}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.state')}>
              <span data-testid="stocktake-state">{t(`inventory.stocktake.state.${row.state}`)}</span>
              {row.blind && <Tag style={{ marginLeft: 8 }} data-testid="stocktake-blind">{t('inventory.stocktake.blind')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.warehouse')}>{row.warehouse_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.bins')}>{row.bin_codes.length ? row.bin_codes.join(', ') : t('inventory.stocktake.allBins')}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.person')}>{row.person_name}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.progress')}>{`${row.lines_counted}/${row.lines_total}`}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.documentNo')}>{row.document_no}</Descriptions.Item>
            <Descriptions.Item label={t('inventory.stocktake.remark')}>{row.remark}</Descriptions.Item>
          </Descriptions>
          <DataTable
            columns={columns}
            rows={row.lines}
            selection={mayRecount ? { selectedRowKeys: chosen, onChange: (keys: Key[]) => setChosen(keys.map(Number)) } : undefined}
            tableProps={{ style: { marginTop: 16 } }}
          />
        </>
      )}
    </Card>
  );
}
