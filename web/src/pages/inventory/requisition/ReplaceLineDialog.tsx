import { useEffect, useState, type ReactElement } from 'react';
import { InputNumber, Modal, Radio, Select, Space, Switch, Typography } from 'antd';
import { INVENTORY_LIMITS, type RequisitionLineSource } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { placeText } from './PartPicker';
import { usePickerStock, useReplaceLine, type RequisitionLine, type StockRow } from './requisition.api';

export interface ReplaceLineDialogProps {
  /** The short line being replaced; null while closed. */
  line: RequisitionLine | null;
  /** `line_count` is the whole requisition's, every warehouse's: a split must not take it past the limit. */
  requisition: { id: number; version: number; line_count: number };
  onClose: () => void;
}

const placeOf = (row: StockRow): string => `${row.warehouse_id}|${row.bin_id ?? 0}|${row.batch_no ?? ''}`;
const sourceOf = (row: StockRow): Omit<RequisitionLineSource, 'quantity'> => ({
  warehouse_id: row.warehouse_id,
  ...(row.bin_id !== null ? { bin_id: row.bin_id } : {}),
  ...(row.batch_no ? { batch_no: row.batch_no } : {}),
});

/**
 * A short line taken from elsewhere: the part (or one of its declared substitutes) and every place of the caller's
 * warehouses holding it, with what is available there (on hand − reserved). Whole: places with less than the line asks
 * for cannot be chosen. Split: a quantity per place (its own place included), up to what each has, sent once they add
 * up to the line, and while the requisition stays within the lines a save accepts (each further place is a new line).
 * The server checks the same and reserves all of it or nothing.
 */
export function ReplaceLineDialog({ line, requisition, onClose }: ReplaceLineDialogProps): ReactElement {
  const { t } = useT();
  const [partId, setPartId] = useState(0);
  const [place, setPlace] = useState<StockRow | null>(null);
  const [splitting, setSplitting] = useState(false);
  const [shares, setShares] = useState<Record<string, number>>({});
  useEffect(() => {
    setPartId(line?.part_id ?? 0);
    setPlace(null);
    setSplitting(false);
    setShares({});
  }, [line]);
  const stock = usePickerStock({ part_id: partId, only_held: true, pageSize: 100 }, Boolean(line) && partId > 0);
  const replace = useReplaceLine(onClose);
  const current = line ? `${line.warehouse_id}|${line.bin_id ?? 0}|${line.batch_no ?? ''}` : '';
  const rows = stock.data?.rows ?? [];
  const places = splitting ? rows : rows.filter((row) => row.part_id !== line?.part_id || placeOf(row) !== current);
  const parts = line ? [{ id: line.part_id, spare_part_code: line.spare_part_code, name: line.part_name }, ...line.substitutes] : [];
  const allocated = places.reduce((sum, row) => sum + (shares[placeOf(row)] ?? 0), 0);
  const lineCount = requisition.line_count - 1 + places.filter((row) => (shares[placeOf(row)] ?? 0) > 0).length;
  const tooMany = splitting && lineCount > INVENTORY_LIMITS.lines;
  const ready = splitting ? Boolean(line) && allocated === line?.quantity && !tooMany : Boolean(place);
  const send = (): void => {
    if (!line || !ready) return;
    const base = { id: requisition.id, version: requisition.version, line_id: line.id, part_id: partId };
    if (splitting) {
      const sources = places.filter((row) => (shares[placeOf(row)] ?? 0) > 0).map((row) => ({ ...sourceOf(row), quantity: shares[placeOf(row)] as number }));
      replace.mutate({ ...base, sources });
    } else if (place) replace.mutate({ ...base, ...sourceOf(place) });
  };
  return (
    <Modal
      open={Boolean(line)}
      title={t('inventory.requisition.replaceLine')}
      onCancel={onClose}
      onOk={send}
      okButtonProps={{ loading: replace.isPending, disabled: !ready, ...({ 'data-testid': 'requisition-replace-ok' } as Record<string, string>) }}
    >
      {line && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('inventory.requisition.replaceShort', [`${line.spare_part_code} ${line.part_name}`, line.quantity])}</Typography.Text>
          <Select<number>
            style={{ width: '100%' }}
            value={partId}
            onChange={(id) => {
              setPartId(id);
              setPlace(null);
              setShares({});
            }}
            aria-label={t('inventory.requisition.replacePart')}
            data-testid="requisition-replace-part"
            options={parts.map((p) => ({ value: p.id, label: p.id === line.part_id ? `${p.spare_part_code} ${p.name}` : `${p.spare_part_code} ${p.name} (${t('inventory.requisition.substitute')})` }))}
          />
          <Space>
            <Switch
              checked={splitting}
              onChange={(on) => {
                setSplitting(on);
                setPlace(null);
                setShares({});
              }}
              aria-label={t('inventory.requisition.replaceSplit')}
              data-testid="requisition-replace-split"
            />
            <Typography.Text>{t('inventory.requisition.replaceSplit')}</Typography.Text>
          </Space>
          {!places.length ? (
            <Typography.Text type="secondary" data-testid="requisition-replace-none">
              {t('inventory.requisition.replaceNone')}
            </Typography.Text>
          ) : splitting ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {places.map((row) => (
                <Space key={placeOf(row)}>
                  <InputNumber
                    min={0}
                    max={Math.max(0, Math.min(row.available, line.quantity))}
                    precision={0}
                    value={shares[placeOf(row)] ?? null}
                    onChange={(n) => setShares((s) => ({ ...s, [placeOf(row)]: Number(n ?? 0) }))}
                    aria-label={placeText(row)}
                    data-testid={`requisition-replace-share-${placeOf(row)}`}
                  />
                  <Typography.Text>{`${placeText(row)} · ${t('inventory.requisition.available')} ${row.available}`}</Typography.Text>
                </Space>
              ))}
              <Typography.Text type={allocated === line.quantity ? 'success' : 'secondary'} data-testid="requisition-replace-allocated">
                {t('inventory.requisition.replaceSplitSum', [allocated, line.quantity])}
              </Typography.Text>
              {tooMany && (
                <Typography.Text type="danger" data-testid="requisition-replace-too-many">
                  {t('inventory.errors.requisitionLineLimit', [INVENTORY_LIMITS.lines, lineCount])}
                </Typography.Text>
              )}
            </Space>
          ) : (
            <Radio.Group value={place ? placeOf(place) : undefined} onChange={(e) => setPlace(places.find((row) => placeOf(row) === e.target.value) ?? null)}>
              <Space orientation="vertical">
                {places.map((row) => (
                  <Radio key={placeOf(row)} value={placeOf(row)} disabled={row.available < line.quantity} data-testid={`requisition-replace-place-${placeOf(row)}`}>
                    {`${placeText(row)} · ${t('inventory.requisition.available')} ${row.available}`}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          )}
        </Space>
      )}
    </Modal>
  );
}
