import type { ReactElement } from 'react';
import { Button, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { links } from '@/api/file-download';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import type { EquipmentRow } from '../equipment.api';
import { printLabels } from '../print-labels';

/**
 * The equipment's QR code (GET /showAssetQRCode?id&token, a PNG: its public request page, or its page here while the
 * enterprise takes no public requests) and its printable label.
 */
export function QrTab({ equipment }: { equipment: Pick<EquipmentRow, 'id' | 'asset_code' | 'asset_name'> }): ReactElement {
  const { t } = useT();
  const toast = useToast();
  return (
    <Space orientation="vertical" align="center" style={{ width: '100%' }}>
      <img src={links.assetQrCode(equipment.id)} alt={equipment.asset_code} width={256} height={256} data-testid="eqpt-qr-image" />
      <Typography.Text strong>{`${equipment.asset_code} ${equipment.asset_name}`}</Typography.Text>
      <Typography.Text type="secondary">{t('equipment.ledger.qr.hint')}</Typography.Text>
      <Button
        icon={<PrinterOutlined />}
        onClick={() => printLabels([equipment.id]).catch(() => void toast.error(t('equipment.ledger.labels.failed')))}
        data-testid="eqpt-qr-print"
      >
        {t('equipment.ledger.qr.print')}
      </Button>
    </Space>
  );
}
