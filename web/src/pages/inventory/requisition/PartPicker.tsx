import { useState, type ReactElement } from 'react';
import { Button, Empty, Flex, Input, List, Modal, Typography } from 'antd';
import { useT } from '@/i18n/t';
import { usePickerStock, type StockRow } from './requisition.api';
import { StandIns } from './StandIns';

/** Where a row of stock is: warehouse, bin, batch. */
export const placeText = (row: Pick<StockRow, 'warehouse_name' | 'bin_code' | 'batch_no'>): string => [row.warehouse_name, row.bin_code, row.batch_no].filter(Boolean).join(' / ');

/**
 * Chooses parts by what each place (warehouse × bin × batch) has available: a search and one row per place, phone
 * sized. A row whose spare_part_code the draft has already is disabled (SPEC §5): one place per part; change its
 * quantity in the draft.
 */
export function PartPicker({ open, chosenCodes, onPick, onClose }: { open: boolean; chosenCodes: ReadonlySet<string>; onPick: (row: StockRow) => void; onClose: () => void }): ReactElement {
  const { t } = useT();
  const [keyword, setKeyword] = useState('');
  const [standInsAt, setStandInsAt] = useState('');
  const stock = usePickerStock({ keyword, pageSize: 50, only_held: true }, open);
  const rows = stock.data?.rows ?? [];
  return (
    <Modal open={open} title={t('inventory.requisition.pick')} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <Flex vertical gap={8} style={{ minWidth: 0 }} data-testid="part-picker">
        <Input.Search allowClear placeholder={t('inventory.part.code')} onSearch={setKeyword} data-testid="part-picker-search" />
        {stock.isSuccess && !rows.length ? (
          <Empty description={t('inventory.requisition.noStock')} />
        ) : (
          <List
            size="small"
            loading={stock.isFetching && !stock.data}
            dataSource={rows}
            renderItem={(row) => {
              const key = placeKeyOf(row);
              return (
                <List.Item
                  data-testid={`pick-${key}`}
                  actions={[
                    <Button key="add" size="small" disabled={chosenCodes.has(row.spare_part_code) || row.available <= 0} onClick={() => onPick(row)} data-testid={`pick-add-${key}`}>
                      {t('inventory.requisition.add')}
                    </Button>,
                    ...(row.available <= 0
                      ? [
                          <Button key="standins" size="small" type="link" onClick={() => setStandInsAt(key)} data-testid={`pick-standins-${key}`}>
                            {t('inventory.requisition.showStandIns')}
                          </Button>,
                        ]
                      : []),
                  ]}
                >
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>{`${row.spare_part_code} ${row.part_name}`}</Typography.Text>
                    <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>{placeText(row)}</Typography.Text>
                    <Typography.Text data-testid={`pick-available-${key}`}>{`${t('inventory.requisition.available')}: ${row.available}${row.unit ? ` ${row.unit}` : ''}`}</Typography.Text>
                    {standInsAt === key && row.available <= 0 && <StandIns partId={row.part_id} chosenCodes={chosenCodes} onTake={onPick} />}
                  </Flex>
                </List.Item>
              );
            }}
          />
        )}
      </Flex>
    </Modal>
  );
}

/** A place's key: part, warehouse, bin, batch (as the requisition's lines are merged by). */
export const placeKeyOf = (row: { part_id: number; warehouse_id: number; bin_id: number | null; batch_no: string | null }): string =>
  `${row.part_id}-${row.warehouse_id}-${row.bin_id ?? 0}-${row.batch_no ?? ''}`;
