import type { ReactElement } from 'react';
import { Form, Input, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import type { AlarmRow } from './alarm.api';

export const ACK_NOTE_MAX = 500;

export interface AckDialogProps {
  alarm: AlarmRow;
  busy: boolean;
  onSubmit: (note: string | undefined) => void;
  onClose: () => void;
}

/** Acknowledge an alarm with an optional note (at most 500 characters, as the server allows). */
export function AckDialog({ alarm, busy, onSubmit, onClose }: AckDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ note?: string }>();
  return (
    <Modal
      open
      title={t('alarm.ack.title', [alarm.rule_name])}
      okText={t('alarm.ack.submit')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('alarm-ack-submit', { loading: busy })}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.note?.trim() || undefined)}>
        <Form.Item
          name="note"
          label={t('alarm.ack.note')}
          rules={[
            {
              max: ACK_NOTE_MAX,
              message: t('common.validation.maxLength', [t('alarm.ack.note'), ACK_NOTE_MAX]),
            },
          ]}
        >
          <Input.TextArea
            autoFocus
            showCount
            maxLength={ACK_NOTE_MAX}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('alarm.ack.notePlaceholder')}
            data-testid="alarm-ack-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
