import { useEffect, useState, type ReactElement } from 'react';
import { Modal, Radio, Select, Space, Typography } from 'antd';
import { useT } from '@/i18n/t';
import { placeText } from './PartPicker';
import { usePickerStock, useReplaceLine, type RequisitionLine, type StockRow } from './requisition.api';

export interface ReplaceLineDialogProps {
  /** The short line being replaced; null while closed. */
  line: RequisitionLine | null;
  requisition: { id: number; version: number };
  onClose: () => void;
}

const placeOf = (row: StockRow): string => `${row.warehouse_id}|${row.bin_id ?? 0}|${row.batch_no ?? ''}`;

/**
 * A short line taken from elsewhere: the part (or one of its declared substitutes) and every place of the caller's
 * warehouses holding it, with what is available there (on hand − reserved). Places with less than the line asks for
 * cannot be chosen; the server checks the same and reserves the whole quantity at the chosen place.
 */
export function ReplaceLineDialog({ line, requisition, onClose }: ReplaceLineDialogProps): ReactElement {
  const { t } = useT();
  const [partId, setPartId] = useState(0);
  const [place, setPlace] = useState<StockRow | null>(null);
  useEffect(() => {
    setPartId(line?.part_id ?? 0);
    setPlace(null);
  }, [line]);
  const stock = usePickerStock({ part_id: partId, only_held: true, pageSize: 100 }, Boolean(line) && partId > 0);
  const replace = useReplaceLine(onClose);
  const current = line ? `${line.warehouse_id}|${line.bin_id ?? 0}|${line.batch_no ?? ''}` : '';
  const places = (stock.data?.rows ?? []).filter((row) => row.part_id !== line?.part_id || placeOf(row) !== current);
  const parts = line ? [{ id: line.part_id, spare_part_code: line.spare_part_code, name: line.part_name }, ...line.substitutes] : [];
  const send = (): void => {
    if (!line || !place) return;
    replace.mutate({
      id: requisition.id,
      version: requisition.version,
      line_id: line.id,
      part_id: partId,
      warehouse_id: place.warehouse_id,
      ...(place.bin_id !== null ? { bin_id: place.bin_id } : {}),
      ...(place.batch_no ? { batch_no: place.batch_no } : {}),
    });
  };
  return (
    <Modal
      open={Boolean(line)}
      title={t('inventory.requisition.replaceLine')}
      onCancel={onClose}
      onOk={send}
      okButtonProps={{ loading: replace.isPending, disabled: !place, ...({ 'data-testid': 'requisition-replace-ok' } as Record<string, string>) }}
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
            }}
            aria-label={t('inventory.requisition.replacePart')}
            data-testid="requisition-replace-part"
            options={parts.map((p) => ({ value: p.id, label: p.id === line.part_id ? `${p.spare_part_code} ${p.name}` : `${p.spare_part_code} ${p.name} (${t('inventory.requisition.substitute')})` }))}
          />
          {places.length ? (
            <Radio.Group value={place ? placeOf(place) : undefined} onChange={(e) => setPlace(places.find((row) => placeOf(row) === e.target.value) ?? null)}>
              <Space orientation="vertical">
                {places.map((row) => (
                  <Radio key={placeOf(row)} value={placeOf(row)} disabled={row.available < line.quantity} data-testid={`requisition-replace-place-${placeOf(row)}`}>
                    {`${placeText(row)} · ${t('inventory.requisition.available')} ${row.available}`}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          ) : (
            <Typography.Text type="secondary" data-testid="requisition-replace-none">
              {t('inventory.requisition.replaceNone')}
            </Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
}
