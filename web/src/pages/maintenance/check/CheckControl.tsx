import { useState, type ReactElement } from 'react';
import { Button, Checkbox, Flex, Input, InputNumber, Radio, Typography } from 'antd';
import { ANSWER_FILE_OWNERS } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { AnswerFiles } from './AnswerFiles';
import { LiveValue, startingValue } from './live-value';
import type { CheckResultRow, CheckValue } from './check.api';

export interface CheckControlProps {
  row: CheckResultRow;
  mayEdit: boolean;
  saving: boolean;
  onRecord: (value: CheckValue) => void;
  /** Photos or a signature of this row kept on the phone until it is online again. */
  keptFiles?: number;
  /** An upload that failed: the panel keeps the file to send later (resolves), or lets the failure stand (rejects). */
  onKeepFile?: (file: File, error: unknown) => Promise<void>;
}

/** Text and numbers wait for "save"; a pass/fail or a single choice is recorded as it is picked. */
function Saved({ children, disabled, saving, onSave, testId }: { children: ReactElement; disabled: boolean; saving: boolean; onSave: () => void; testId: string }): ReactElement {
  const { t } = useT();
  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      {children}
      <Button block type="primary" disabled={disabled} loading={saving} onClick={onSave} data-testid={testId}>
        {t('maintenance.check.save')}
      </Button>
    </Flex>
  );
}

/** The one control an item's type asks for, full width so it fits a 390 px phone. */
export function CheckControl({ row, mayEdit, saving, onRecord, keptFiles = 0, onKeepFile }: CheckControlProps): ReactElement {
  const { t } = useT();
  const [draft, setDraft] = useState<CheckValue | null>(startingValue(row));
  const id = `check-input-${row.id}`;
  const save = `check-save-${row.id}`;
  const off = !mayEdit;
  switch (row.type) {
    case 'passFail':
      return (
        <Radio.Group
          block
          optionType="button"
          buttonStyle="solid"
          disabled={off}
          value={row.value}
          onChange={(e) => onRecord(e.target.value as boolean)}
          options={[
            { value: true, label: t('maintenance.check.pass') },
            { value: false, label: t('maintenance.check.fail') },
          ]}
          data-testid={id}
        />
      );
    case 'singleChoice':
      return <Radio.Group disabled={off} value={row.value} onChange={(e) => onRecord(e.target.value as string)} options={row.options} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid={id} />;
    case 'multipleChoice':
      return (
        <Saved disabled={off || !Array.isArray(draft) || !draft.length} saving={saving} onSave={() => onRecord(draft as string[])} testId={save}>
          <Checkbox.Group disabled={off} value={(draft as string[] | null) ?? []} onChange={(v) => setDraft(v)} options={row.options} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid={id} />
        </Saved>
      );
    case 'number':
    case 'meterReading':
      return (
        <Saved disabled={off || typeof draft !== 'number'} saving={saving} onSave={() => onRecord(draft as number)} testId={save}>
          <Flex vertical gap={4}>
            <InputNumber disabled={off} value={typeof draft === 'number' ? draft : null} onChange={(v) => setDraft(v)} addonAfter={row.unit ?? undefined} style={{ width: '100%' }} inputMode="decimal" data-testid={id} />
            <LiveValue row={row} />
          </Flex>
        </Saved>
      );
    case 'text':
      return (
        <Saved disabled={off || typeof draft !== 'string' || !draft.trim()} saving={saving} onSave={() => onRecord(draft as string)} testId={save}>
          <Input.TextArea disabled={off} value={typeof draft === 'string' ? draft : ''} onChange={(e) => setDraft(e.target.value)} autoSize maxLength={500} data-testid={id} />
        </Saved>
      );
    case 'photo':
    case 'signature': {
      const held = Array.isArray(row.value) ? (row.value as number[]) : typeof row.value === 'number' ? [row.value] : [];
      return (
        <Flex vertical gap={8} style={{ width: '100%' }} data-testid={id}>
          {held.length > 0 && <Typography.Text type="secondary">{t('maintenance.check.files', [held.length])}</Typography.Text>}
          <AnswerFiles
            type={row.type}
            owner={ANSWER_FILE_OWNERS.check}
            ids={held}
            kept={keptFiles}
            disabled={off || saving}
            onUploaded={(fileId) => onRecord(row.type === 'photo' ? [...held, fileId] : fileId)}
            onFailed={onKeepFile}
          />
        </Flex>
      );
    }
  }
}
