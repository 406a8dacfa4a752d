import { useEffect, useRef, type ReactElement } from 'react';

export interface QrScannerProps {
  /** The first code read; the camera stops then. */
  onRead: (text: string) => void;
  onError: () => void;
}

/** The phone's back camera reading a QR code (STACK: @zxing/browser, loaded only when scanning starts). */
export function QrScanner({ onRead, onError }: QrScannerProps): ReactElement {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onRead, onError });
  latest.current = { onRead, onError };

  useEffect(() => {
    let stop: (() => void) | null = null;
    let done = false;
    void import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        if (done || !video.current) return;
        const controls = await new BrowserQRCodeReader().decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, (result) => {
          if (!result || done) return;
          done = true;
          controls.stop();
          latest.current.onRead(result.getText());
        });
        stop = () => controls.stop();
        if (done) stop();
      })
      .catch(() => latest.current.onError());
    return () => {
      done = true;
      stop?.();
    };
  }, []);

  return <video ref={video} muted playsInline style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8 }} data-testid="patrol-scanner" />;
}
