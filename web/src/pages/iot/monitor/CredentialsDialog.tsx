import type { ReactElement } from 'react';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { MessageKey } from '@gengyun/contracts';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import type { DeviceLogin } from '../common/meter.api';

/** Copies text; falls back to a hidden text area where the clipboard API is not available (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the text-area way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

const FIELDS: Array<{ key: keyof DeviceLogin | 'uplink'; labelKey: MessageKey }> = [
  { key: 'username', labelKey: 'iot.monitor.credentials.username' },
  { key: 'password', labelKey: 'iot.monitor.credentials.password' },
  { key: 'topic', labelKey: 'iot.monitor.credentials.topic' },
  { key: 'uplink', labelKey: 'iot.monitor.credentials.uplink' },
];

export interface CredentialsDialogProps {
  login: DeviceLogin | null;
  /** Where devices connect (the embedded broker's port from the snapshot), when known. */
  brokerPort?: number | null;
  onClose: () => void;
}

/** The device login, shown this once: the password is not stored in clear and cannot be shown again. */
export function CredentialsDialog({ login, brokerPort, onClose }: CredentialsDialogProps): ReactElement {
  const { t } = useT();
  const toast = useToast();
  const copy = (text: string): void => {
    void copyText(text).then((ok) => (ok ? toast.success(t('iot.monitor.credentials.copied')) : toast.error(t('iot.monitor.credentials.copyFailed'))));
  };
  const value = (key: keyof DeviceLogin | 'uplink'): string => (!login ? '' : key === 'uplink' ? `${login.topic}/up` : login[key]);
  const all = login ? FIELDS.map((f) => `${t(f.labelKey)}: ${value(f.key)}`).join('\n') : '';
  return (
    <Modal
      open={!!login}
      title={t('iot.monitor.credentials.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
      footer={[
        <Button key="all" icon={<CopyOutlined />} onClick={() => copy(all)} data-testid="meter-credentials-copy-all">
          {t('iot.monitor.credentials.copyAll')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose} data-testid="meter-credentials-close">
          {t('iot.monitor.credentials.saved')}
        </Button>,
      ]}
    >
      <div data-testid="meter-credentials">
        <Alert type="warning" showIcon title={t('iot.monitor.credentials.warning')} style={{ marginBottom: 12 }} />
        <Descriptions column={1} bordered size="small">
          {FIELDS.map((field) => (
            <Descriptions.Item key={field.key} label={t(field.labelKey)}>
              <Typography.Text code data-testid={`meter-credentials-${field.key}`}>
                {value(field.key)}
              </Typography.Text>
              <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => copy(value(field.key))} aria-label={t('iot.monitor.credentials.copy')} data-testid={`meter-credentials-copy-${field.key}`} />
            </Descriptions.Item>
          ))}
          {brokerPort ? <Descriptions.Item label={t('iot.monitor.credentials.brokerPort')}>{brokerPort}</Descriptions.Item> : null}
        </Descriptions>
      </div>
    </Modal>
  );
}
