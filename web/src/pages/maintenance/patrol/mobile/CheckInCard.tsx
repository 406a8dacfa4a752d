import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { QrcodeOutlined, WifiOutlined } from '@ant-design/icons';
import { useT } from '@/i18n/t';
import { hasNfc, readNfcTag } from './position';

const QrScanner = lazy(() => import('./QrScanner').then((m) => ({ default: m.QrScanner })));

export interface CheckInCardProps {
  pointName: string;
  busy: boolean;
  onCheckIn: (label: { qr_content: string } | { nfc_tag_id: string }) => void;
}

/** Checking in at the next point: scan its QR label, read its NFC tag, or type the label's content. */
export function CheckInCard({ pointName, busy, onCheckIn }: CheckInCardProps): ReactElement {
  const { t } = useT();
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [cameraFailed, setCameraFailed] = useState(false);
  return (
    <Card size="small" title={`${t('maintenance.patrol.mobile.next')}：${pointName}`} data-testid="patrol-check-in-card">
      <Flex vertical gap={12}>
        {scanning ? (
          <>
            <Suspense fallback={null}>
              <QrScanner
                onRead={(text) => {
                  setScanning(false);
                  onCheckIn({ qr_content: text });
                }}
                onError={() => {
                  setScanning(false);
                  setCameraFailed(true);
                }}
              />
            </Suspense>
            <Button size="large" block onClick={() => setScanning(false)}>
              {t('maintenance.patrol.mobile.stopScan')}
            </Button>
          </>
        ) : (
          <Button type="primary" size="large" block icon={<QrcodeOutlined />} loading={busy} onClick={() => setScanning(true)} data-testid="patrol-scan">
            {t('maintenance.patrol.mobile.scan')}
          </Button>
        )}
        {cameraFailed && <Typography.Text type="warning">{t('maintenance.patrol.mobile.noCamera')}</Typography.Text>}
        {hasNfc() && (
          <Button size="large" block icon={<WifiOutlined />} disabled={busy} onClick={() => void readNfcTag().then((tag) => onCheckIn({ nfc_tag_id: tag }))} data-testid="patrol-nfc">
            {t('maintenance.patrol.mobile.nfc')}
          </Button>
        )}
        <Typography.Text type="secondary">{t('maintenance.patrol.mobile.typed')}</Typography.Text>
        <Flex gap={8}>
          <Input size="large" value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="patrol-qr-input" />
          <Button size="large" disabled={!typed.trim()} loading={busy} onClick={() => onCheckIn({ qr_content: typed.trim() })} data-testid="patrol-check-in">
            {t('maintenance.patrol.mobile.checkIn')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
