import type { ReactElement } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import type { MessageKey } from '@gengyun/contracts';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import type { AlarmRow } from './alarm.api';

export const NOTE_MAX = 500;

/** The lifecycle moves an operator makes by hand; each asks for confirmation and takes a note. */
export type AlarmMove = 'acknowledge' | 'clear' | 'close';

const TEXTS: Record<AlarmMove, { title: MessageKey; confirm: MessageKey; submit: MessageKey; testId: string }> = {
  acknowledge: { title: 'alarm.ack.title', confirm: 'alarm.ack.confirm', submit: 'alarm.ack.submit', testId: 'alarm-ack' },
  clear: { title: 'alarm.clear.title', confirm: 'alarm.clear.confirm', submit: 'alarm.clear.submit', testId: 'alarm-clear' },
  close: { title: 'alarm.close.title', confirm: 'alarm.close.confirm', submit: 'alarm.close.submit', testId: 'alarm-close' },
};

export interface MoveDialogProps {
  move: AlarmMove;
  alarm: AlarmRow;
  busy: boolean;
  onSubmit: (note: string | undefined) => void;
  onClose: () => void;
}

/**
 * Acknowledge, clear or close an alarm: says what will happen and asks for an optional note (at most 500
 * characters, as the server allows); the note is kept on the alarm and in its history.
 */
export function MoveDialog({ move, alarm, busy, onSubmit, onClose }: MoveDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ note?: string }>();
  const texts = TEXTS[move];
  return (
    <Modal
      open
      title={t(texts.title, [alarm.rule_name])}
      okText={t(texts.submit)}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps(`${texts.testId}-submit`, { loading: busy, danger: move !== 'acknowledge' })}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid={`${texts.testId}-confirm`}>
        {t(texts.confirm, [alarm.meter_code ?? alarm.meter_id])}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.note?.trim() || undefined)}>
        <Form.Item
          name="note"
          label={t('alarm.ack.note')}
          rules={[{ max: NOTE_MAX, message: t('common.validation.maxLength', [t('alarm.ack.note'), NOTE_MAX]) }]}
        >
          <Input.TextArea
            autoFocus
            showCount
            maxLength={NOTE_MAX}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('alarm.ack.notePlaceholder')}
            data-testid={`${texts.testId}-note`}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
