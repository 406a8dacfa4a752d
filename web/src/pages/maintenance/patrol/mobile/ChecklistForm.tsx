import { useState, type ReactElement } from 'react';
import { Button, Card, Checkbox, Flex, Input, InputNumber, Radio, Tag, Typography } from 'antd';
import { ANSWER_FILE_OWNERS, type CheckValue } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { AnswerFiles } from '../../check/AnswerFiles';
import { LiveValue, startingValue } from '../../check/live-value';
import type { PatrolResultRow } from '../patrol.api';
import { keptFile } from '../../offline/kept-files';
import { isOffline, type KeptFile } from './outbox';

export interface ChecklistFormProps {
  rows: readonly PatrolResultRow[];
  busy: boolean;
  /** The answers, and the photos and signatures taken offline that are still to upload. */
  onSubmit: (results: Array<{ item_id: number; value: CheckValue }>, files: KeptFile[]) => void;
}

const answered = (v: CheckValue | null | undefined): boolean => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);
const fileIds = (v: CheckValue | null | undefined): number[] => (Array.isArray(v) ? (v as number[]) : typeof v === 'number' ? [v] : []);

/**
 * One control per item, one column, full width (a 390 px phone); submitted together once every item has an answer.
 * Photos and the signature upload as they are taken; one taken offline is kept with the answers and uploads with them.
 */
export function ChecklistForm({ rows, busy, onSubmit }: ChecklistFormProps): ReactElement {
  const { t } = useT();
  const [values, setValues] = useState<Record<number, CheckValue | null>>(() => Object.fromEntries(rows.map((r) => [r.item_id, startingValue(r)])));
  const [kept, setKept] = useState<Record<number, KeptFile[]>>({});
  const set = (itemId: number) => (value: CheckValue | null) => setValues((v) => ({ ...v, [itemId]: value }));
  const ready = rows.every((r) => answered(values[r.item_id]) || (kept[r.item_id]?.length ?? 0) > 0);
  const files = (row: PatrolResultRow) => ({
    ids: fileIds(values[row.item_id]),
    kept: kept[row.item_id]?.length ?? 0,
    onUploaded: (id: number) => {
      if (row.type === 'signature') setKept((k) => ({ ...k, [row.item_id]: [] }));
      setValues((v) => ({ ...v, [row.item_id]: row.type === 'photo' ? [...fileIds(v[row.item_id]), id] : id }));
    },
    onFailed: async (file: File, error: unknown) => {
      if (!isOffline(error)) throw error;
      const one = await keptFile(row.item_id, file);
      if (row.type === 'signature') setValues((v) => ({ ...v, [row.item_id]: null }));
      setKept((k) => ({ ...k, [row.item_id]: row.type === 'photo' ? [...(k[row.item_id] ?? []), one] : [one] }));
    },
  });
  return (
    <Flex vertical gap={12} data-testid="patrol-checklist">
      {rows.map((row) => (
        <Card key={row.id} size="small" title={row.name} extra={row.failed ? <Tag color="error">{t('maintenance.check.fail')}</Tag> : null} style={row.failed ? { borderColor: '#ff4d4f' } : undefined} data-testid={`patrol-item-${row.item_id}`}>
          <Flex vertical gap={8}>
            {row.standard && <Typography.Text type="secondary">{row.standard}</Typography.Text>}
            {row.type === 'photo' || row.type === 'signature' ? (
              <AnswerFiles type={row.type} owner={ANSWER_FILE_OWNERS.patrol} disabled={busy} {...files(row)} />
            ) : (
              <Control row={row} value={values[row.item_id] ?? null} onChange={set(row.item_id)} />
            )}
            {row.repair_order_id && <Typography.Text type="danger" data-testid={`patrol-repair-${row.item_id}`}>{`${t('maintenance.patrol.mobile.repair')} #${row.repair_order_id}`}</Typography.Text>}
          </Flex>
        </Card>
      ))}
      <Button type="primary" size="large" block disabled={!ready} loading={busy} onClick={() => onSubmit(rows.map((r) => ({ item_id: r.item_id, value: (values[r.item_id] ?? (r.type === 'photo' ? [] : null)) as CheckValue })), Object.values(kept).flat())} data-testid="patrol-submit">
        {t('maintenance.patrol.mobile.submit')}
      </Button>
    </Flex>
  );
}

function Control({ row, value, onChange }: { row: PatrolResultRow; value: CheckValue | null; onChange: (v: CheckValue | null) => void }): ReactElement | null {
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
      return (
        <Flex vertical gap={4}>
          <InputNumber size="large" value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v)} addonAfter={row.unit ?? undefined} style={{ width: '100%' }} inputMode="decimal" data-testid={id} />
          <LiveValue row={row} />
        </Flex>
      );
    case 'text':
      return <Input.TextArea value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} autoSize maxLength={500} data-testid={id} />;
    case 'photo':
    case 'signature':
      return null;
  }
}
