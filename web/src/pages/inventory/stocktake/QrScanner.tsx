import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button } from 'antd';
import { CameraOutlined, StopOutlined } from '@ant-design/icons';
import { useT } from '@/i18n/t';

type Controls = { stop: () => void };

/**
 * The phone camera as a QR reader (`@zxing/browser`, loaded when the camera is first opened). Each code read is
 * handed to `onRead` once; the same code is not repeated until another one was read. Without a camera (or
 * permission) it says so and the typed input beside it is the way in.
 */
export function QrScanner({ onRead }: { onRead: (text: string) => void }): ReactElement {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<Controls | null>(null);
  const last = useRef('');
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => controls.current?.stop(), []);

  const start = async (): Promise<void> => {
    setFailed(false);
    try {
      const { BrowserQRCodeReader } = await import('@zxing/browser');
      setOn(true);
      controls.current = await new BrowserQRCodeReader().decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current ?? undefined, (result) => {
        const text = result?.getText();
        if (text && text !== last.current) {
          last.current = text;
          onRead(text);
        }
      });
    } catch {
      setOn(false);
      setFailed(true);
    }
  };
  const stop = (): void => {
    controls.current?.stop();
    controls.current = null;
    setOn(false);
  };

  return (
    <div data-testid="qr-scanner">
      <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 260, display: on ? 'block' : 'none', background: '#000', borderRadius: 8 }} />
      {failed && <Alert type="warning" showIcon title={t('inventory.stocktake.noCamera')} data-testid="qr-scanner-failed" style={{ marginBottom: 8 }} />}
      <Button block size="large" icon={on ? <StopOutlined /> : <CameraOutlined />} onClick={() => (on ? stop() : void start())} data-testid="qr-scanner-toggle" style={{ marginTop: 8 }}>
        {on ? t('inventory.stocktake.stopScan') : t('inventory.stocktake.scan')}
      </Button>
    </div>
  );
}
