import { useState, type ReactElement } from 'react';
import { Button, Card, Checkbox, Flex, Input, InputNumber, Radio, Tag, Typography } from 'antd';
import type { CheckValue } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import type { PatrolResultRow } from '../patrol.api';

export interface ChecklistFormProps {
  rows: readonly PatrolResultRow[];
  busy: boolean;
  onSubmit: (results: Array<{ item_id: number; value: CheckValue }>) => void;
}

const answered = (v: CheckValue | null | undefined): boolean => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);

/** One control per item, one column, full width (a 390 px phone); submitted together once every item has an answer. */
export function ChecklistForm({ rows, busy, onSubmit }: ChecklistFormProps): ReactElement {
  const { t } = useT();
  const [values, setValues] = useState<Record<number, CheckValue | null>>(() => Object.fromEntries(rows.map((r) => [r.item_id, r.value])));
  const set = (itemId: number) => (value: CheckValue | null) => setValues((v) => ({ ...v, [itemId]: value }));
  const ready = rows.every((r) => answered(values[r.item_id]));
  return (
    <Flex vertical gap={12} data-testid="patrol-checklist">
      {rows.map((row) => (
        <Card key={row.id} size="small" title={row.name} extra={row.failed ? <Tag color="error">{t('maintenance.check.fail')}</Tag> : null} style={row.failed ? { borderColor: '#ff4d4f' } : undefined} data-testid={`patrol-item-${row.item_id}`}>
          <Flex vertical gap={8}>
            {row.standard && <Typography.Text type="secondary">{row.standard}</Typography.Text>}
            <Control row={row} value={values[row.item_id] ?? null} onChange={set(row.item_id)} />
            {row.repair_order_id && <Typography.Text type="danger" data-testid={`patrol-repair-${row.item_id}`}>{`${t('maintenance.patrol.mobile.repair')} #${row.repair_order_id}`}</Typography.Text>}
          </Flex>
        </Card>
      ))}
      <Button type="primary" size="large" block disabled={!ready} loading={busy} onClick={() => onSubmit(rows.map((r) => ({ item_id: r.item_id, value: values[r.item_id] as CheckValue })))} data-testid="patrol-submit">
        {t('maintenance.patrol.mobile.submit')}
      </Button>
    </Flex>
  );
}

function Control({ row, value, onChange }: { row: PatrolResultRow; value: CheckValue | null; onChange: (v: CheckValue | null) => void }): ReactElement {
  const { t } = useT();
  const id = `patrol-input-${row.item_id}`;
  switch (row.type) {
    case 'passFail':
      return (
        <Radio.Group block optionType="button" buttonStyle="solid" value={value} onChange={(e) => onChange(e.target.value as boolean)} data-testid={id}
          options={[{ value: true, label: t('maintenance.check.pass') }, { value: false, label: t('maintenance.check.fail') }]} />
      );
    case 'singleChoice':
      return <Radio.Group value={value} onChange={(e) => onChange(e.target.value as string)} options={row.options} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid={id} />;
    case 'multipleChoice':
      return <Checkbox.Group value={(value as string[] | null) ?? []} onChange={(v) => onChange(v)} options={row.options} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid={id} />;
    case 'number':
    case 'meterReading':
      return <InputNumber size="large" value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v)} addonAfter={row.unit ?? undefined} style={{ width: '100%' }} inputMode="decimal" data-testid={id} />;
    case 'text':
      return <Input.TextArea value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} autoSize maxLength={500} data-testid={id} />;
    case 'photo':
    case 'signature':
      return <Typography.Text type="secondary">{t(row.type === 'photo' ? 'maintenance.item.types.photo' : 'maintenance.item.types.signature')}</Typography.Text>;
  }
}
