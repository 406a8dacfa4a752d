import type { ReactElement } from 'react';
import { List, Tabs, Tag } from 'antd';
import { useT } from '@/i18n/t';
import type { StocktakeLine } from './stocktake.api';
import { signed, splitLines } from './stocktake-rules';

/** What remains to count and what is counted; tapping a remaining line counts that part. */
export function CountLists({ lines, onPick }: { lines: readonly StocktakeLine[]; onPick: (line: StocktakeLine) => void }): ReactElement {
  const { t } = useT();
  const { counted, remaining } = splitLines(lines);
  const place = (l: StocktakeLine) => [l.bin_code, l.batch_no].filter(Boolean).join(' / ') || '-';
  return (
    <Tabs
      items={[
        {
          key: 'remaining',
          label: `${t('inventory.stocktake.remaining')} ${remaining.length}`,
          children: (
            <List
              size="small"
              dataSource={remaining}
              data-testid="count-remaining"
              renderItem={(l) => (
                <List.Item onClick={() => onPick(l)} style={{ cursor: 'pointer' }} data-testid={`count-remaining-${l.id}`}>
                  <List.Item.Meta title={`${l.spare_part_code} ${l.part_name}`} description={place(l)} />
                  <span>{l.expected ?? ''}</span>
                </List.Item>
              )}
            />
          ),
        },
        {
          key: 'counted',
          label: `${t('inventory.stocktake.counting')} ${counted.length}`,
          children: (
            <List
              size="small"
              dataSource={counted}
              data-testid="count-counted"
              renderItem={(l) => (
                <List.Item onClick={() => onPick(l)} style={{ cursor: 'pointer' }} data-testid={`count-counted-${l.id}`}>
                  <List.Item.Meta title={`${l.spare_part_code} ${l.part_name}`} description={place(l)} />
                  <span>
                    {l.counted} {l.difference !== null && l.difference !== 0 && <Tag color={(l.difference ?? 0) < 0 ? 'red' : 'green'}>{signed(l.difference)}</Tag>}
                  </span>
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}
