import { useMemo, useState, type ReactElement } from 'react';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import type { SparePartRow, StocktakeCountMode } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { StocktakeDetail } from './stocktake.api';
import { linesOfPart, placeKey } from './stocktake-rules';

export type CountInput = { part_id: number; bin_id?: number; batch_no?: string; counted: number; mode: StocktakeCountMode };
type Bin = { id: number; code: string };

/**
 * The counted quantity of one part: the place is one of the part's lines in this count, or another bin of the count
 * (a place found on the shelf, with its batch for a batch-tracked part). In "add" mode the quantity (1 by default)
 * is added to what the line has.
 */
export function CountForm(props: { count: StocktakeDetail; part: SparePartRow; preferred?: string; bins: readonly Bin[]; mode: StocktakeCountMode; saving: boolean; onSave: (input: CountInput) => void }): ReactElement {
  const { count, part, preferred, bins, mode, saving, onSave } = props;
  const { t } = useT();
  const lines = useMemo(() => linesOfPart(count.lines, part.id), [count.lines, part.id]);
  const places = useMemo(() => {
    // A blind count answers no expected quantity: the place alone is shown.
    const known = lines.map((l) => ({ value: placeKey(l), label: `${l.bin_code ?? '-'}${l.batch_no ? ` / ${l.batch_no}` : ''}${l.expected === null ? '' : ` · ${t('inventory.stocktake.expected')} ${l.expected}`}` }));
    const taken = new Set(lines.filter((l) => !l.batch_no).map((l) => l.bin_id ?? 0));
    const others = bins.filter((b) => part.batch_tracking || !taken.has(b.id)).map((b) => ({ value: `new|${b.id}`, label: b.code }));
    const noBin = !count.bin_ids.length && !taken.has(0) && !part.batch_tracking ? [{ value: 'new|0', label: '-' }] : [];
    return [...known, ...others, ...noBin];
  }, [lines, bins, count.bin_ids.length, part.batch_tracking, t]);
  const [place, setPlace] = useState<string | undefined>(places.find((p) => p.value === preferred)?.value ?? places[0]?.value);
  const [batch, setBatch] = useState('');
  const [counted, setCounted] = useState<number | null>(mode === 'add' ? 1 : null);
  const isNew = place?.startsWith('new|') ?? false;

  const save = (): void => {
    if (!place || counted === null) return;
    const [a, b] = place.split('|');
    const bin = Number(isNew ? b : a) || undefined;
    const batchNo = isNew ? batch.trim() || undefined : b || undefined;
    onSave({ part_id: part.id, bin_id: bin, batch_no: batchNo, counted, mode });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="count-form">
      <Typography.Text strong data-testid="count-part">{`${part.spare_part_code} ${part.name}`}</Typography.Text>
      <Select<string> size="large" style={{ width: '100%' }} value={place} onChange={setPlace} options={places} aria-label={t('inventory.stocktake.bin')} data-testid="count-place" />
      {isNew && part.batch_tracking && <Input size="large" value={batch} onChange={(e) => setBatch(e.target.value)} placeholder={t('inventory.stocktake.batch')} data-testid="count-batch" />}
      <InputNumber<number> size="large" style={{ width: '100%' }} min={0} precision={0} value={counted} onChange={setCounted} placeholder={t('inventory.stocktake.counted')} aria-label={t('inventory.stocktake.counted')} data-testid="count-quantity" />
      <Button type="primary" size="large" block loading={saving} disabled={!place || counted === null} onClick={save} data-testid="count-save">
        {t('inventory.stocktake.save')}
      </Button>
    </Space>
  );
}
