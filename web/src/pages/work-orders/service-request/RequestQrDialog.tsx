import { useState, type ReactElement } from 'react';
import { Empty, Modal, Select, Space, Typography } from 'antd';
import type { ServiceRequestLink } from '@gengyun/contracts';
import { fileLink } from '@/api/file-download';
import { useCallQuery } from '@/api/hooks';
import { useT } from '@/i18n/t';
import { useEquipmentChoices } from './service-request.api';

/** The public request page of a piece of equipment: its address and the QR code to print and stick on it. */
export function RequestQrDialog({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useT();
  const [keyword, setKeyword] = useState('');
  const [equipmentId, setEquipmentId] = useState<number | null>(null);
  const equipment = useEquipmentChoices(keyword);
  const link = useCallQuery<ServiceRequestLink>(['serviceRequest', 'publicLink', equipmentId], '/serviceRequest/publicLink', { equipment_id: equipmentId ?? 0 }, { enabled: equipmentId !== null });

  return (
    <Modal open title={t('serviceRequest.qr.title')} onCancel={onClose} footer={null} data-testid="service-request-qr-dialog">
      <Space orientation="vertical" align="center" style={{ width: '100%' }}>
        <Select<number>
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          style={{ width: '100%' }}
          aria-label={t('serviceRequest.fields.equipment')}
          placeholder={t('serviceRequest.fields.equipment')}
          value={equipmentId ?? undefined}
          onChange={setEquipmentId}
          options={(equipment.data?.rows ?? []).map((e) => ({ value: e.id, label: `${e.asset_code} ${e.asset_name}` }))}
          data-testid="service-request-qr-equipment"
        />
        {equipmentId !== null && link.data ? (
          <>
            <img src={fileLink('/showServiceRequestQRCode', { id: equipmentId, size: 256 })} alt={link.data.url} width={256} height={256} data-testid="service-request-qr-image" />
            <Typography.Text copyable data-testid="service-request-qr-url">
              {link.data.url}
            </Typography.Text>
            <Typography.Text type="secondary">{t('serviceRequest.qr.hint')}</Typography.Text>
          </>
        ) : (
          <Empty description={t('serviceRequest.qr.choose')} />
        )}
      </Space>
    </Modal>
  );
}
