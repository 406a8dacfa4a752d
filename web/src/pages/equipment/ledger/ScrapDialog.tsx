import type { ReactElement } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useT } from '@/i18n/t';
import { testIdProps } from '@/components/test-ids';
import { useScrapEquipment, type EquipmentRow } from './equipment.api';

export interface ScrapDialogProps {
  equipment: Pick<EquipmentRow, 'id' | 'asset_code' | 'asset_name'>;
  onClose: () => void;
}

/** Scrapping is final (SPEC section 4): a reason is required, and the row is locked afterwards. */
export function ScrapDialog({ equipment, onClose }: ScrapDialogProps): ReactElement {
  const { t } = useT();
  const [form] = Form.useForm<{ reason: string }>();
  const scrap = useScrapEquipment(() => onClose());
  return (
    <Modal
      open
      title={t('equipment.ledger.scrap.title', [equipment.asset_code])}
      okText={t('equipment.ledger.scrap.confirm')}
      cancelText={t('common.buttons.cancel')}
      okButtonProps={testIdProps('eqpt-scrap-submit', { danger: true, loading: scrap.isPending })}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon message={t('equipment.ledger.scrap.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={(values) => scrap.mutate({ id: equipment.id, reason: values.reason.trim() })}>
        <Form.Item
          name="reason"
          label={t('equipment.ledger.fields.scrapReason')}
          rules={[
            { required: true, whitespace: true, message: t('common.validation.required', [t('equipment.ledger.fields.scrapReason')]) },
            { max: 255, message: t('common.validation.maxLength', [t('equipment.ledger.fields.scrapReason'), 255]) },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} data-testid="eqpt-scrap-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
