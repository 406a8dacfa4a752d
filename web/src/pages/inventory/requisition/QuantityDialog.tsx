import { useEffect, useState, type ReactElement } from 'react';
import { InputNumber, Modal, Space } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { RequisitionLine } from './requisition.api';

export interface QuantityDialogProps {
  open: boolean;
  titleKey: MessageKey;
  labelKey: MessageKey;
  /** The lines offered, each with the most that may be taken (and its default). */
  lines: ReadonlyArray<{ line: RequisitionLine; max: number; initial: number }>;
  /** Prefix of the inputs' and the OK button's test ids (`requisition-return-<line id>`, `requisition-return-ok`). */
  testId: string;
  saving: boolean;
  onOk: (lines: Array<{ line_id: number; quantity: number }>) => void;
  onCancel: () => void;
}

/** A quantity per requisition line (issue some now, return unused ones); lines left at 0 are not sent. */
export function QuantityDialog({ open, titleKey, labelKey, lines, testId, saving, onOk, onCancel }: QuantityDialogProps): ReactElement {
  const { t } = useT();
  const [values, setValues] = useState<Record<number, number>>({});
  useEffect(() => {
    if (open) setValues(Object.fromEntries(lines.map((l) => [l.line.id, l.initial])));
  }, [open, lines]);
  const chosen = Object.entries(values)
    .filter(([, q]) => q > 0)
    .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity }));
  return (
    <Modal
      open={open}
      title={t(titleKey)}
      onCancel={onCancel}
      okButtonProps={{ loading: saving, disabled: !chosen.length, ...({ 'data-testid': `${testId}-ok` } as Record<string, string>) }}
      onOk={() => onOk(chosen)}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {lines.map(({ line, max }) => (
          <Space key={line.id} wrap>
            <span>{`${line.spare_part_code} ${line.part_name} · ${line.warehouse_name}`}</span>
            <InputNumber<number>
              min={0}
              max={max}
              precision={0}
              aria-label={t(labelKey)}
              data-testid={`${testId}-${line.id}`}
              value={values[line.id] ?? 0}
              onChange={(q) => setValues((all) => ({ ...all, [line.id]: q ?? 0 }))}
            />
          </Space>
        ))}
      </Space>
    </Modal>
  );
}
