import type { ReactElement } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { fileLink } from '@/api/file-download';
import { useToast } from '@/components/feedback';
import { useT } from '@/i18n/t';
import { printPartLabels } from './print-part-labels';

/** A part's two QR codes (SPEC §7 `/showBomQRCode`, `/searchBomMaterialQRCode`) and its printable label. */
export function PartQrCard({ part }: { part: { id: number; spare_part_code: string } }): ReactElement {
  const { t } = useT();
  const toast = useToast();
  return (
    <Card type="inner" size="small" title={t('inventory.qr.partCode')} style={{ marginTop: 16 }} data-testid="part-qr">
      <Space wrap align="start" size="large">
        <Space orientation="vertical" align="center">
          <img src={fileLink('/showBomQRCode', { id: part.id })} alt={part.spare_part_code} width={160} height={160} data-testid="part-qr-image" />
          <Typography.Text type="secondary">{t('inventory.qr.partCode')}</Typography.Text>
        </Space>
        <Space orientation="vertical" align="center">
          <img src={fileLink('/searchBomMaterialQRCode', { id: part.id })} alt={part.spare_part_code} width={160} height={160} data-testid="part-material-qr-image" />
          <Typography.Text type="secondary">{t('inventory.qr.materialCode')}</Typography.Text>
        </Space>
        <Button icon={<PrinterOutlined />} onClick={() => printPartLabels([part.id]).catch(() => void toast.error(t('inventory.qr.printFailed')))} data-testid="part-qr-print">
          {t('inventory.qr.print')}
        </Button>
      </Space>
    </Card>
  );
}
