import type { ReactElement } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useT } from '@/i18n/t';
import { placeKeyOf, placeText } from './PartPicker';
import { useStandIns, type StockRow } from './requisition.api';

/**
 * A part short of stock: the places of the caller's warehouses where one of its declared substitutes (or a part
 * interchangeable with it) has something available, each taken instead in one click. Nothing shown when none has.
 */
export function StandIns({ partId, chosenCodes, onTake }: { partId: number; chosenCodes: ReadonlySet<string>; onTake: (row: StockRow) => void }): ReactElement | null {
  const { t } = useT();
  const found = useStandIns(partId);
  const rows = found.data?.rows ?? [];
  if (!rows.length) return null;
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }} data-testid={`standins-${partId}`}>
      <Typography.Text type="warning">{t('inventory.requisition.standIns')}</Typography.Text>
      {rows.map((row) => (
        <Flex key={placeKeyOf(row)} gap={8} align="center" wrap style={{ minWidth: 0 }}>
          <Typography.Text style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
            {`${row.spare_part_code} ${row.part_name} · ${placeText(row)} · ${t('inventory.requisition.available')} ${row.available}`}
          </Typography.Text>
          <Button size="small" disabled={chosenCodes.has(row.spare_part_code)} onClick={() => onTake(row)} data-testid={`standin-take-${placeKeyOf(row)}`}>
            {t('inventory.requisition.takeInstead')}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
