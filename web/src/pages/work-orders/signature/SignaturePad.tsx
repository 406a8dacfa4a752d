import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Flex, Typography } from 'antd';
import Pad from 'signature_pad';
import { useT } from '@/i18n/t';
import { dataUrlToBlob } from './png-blob';

export interface SignaturePadProps {
  /** Keeps the drawing (a PNG); resolves once it is kept, rejects with the refusal (the drawing stays). */
  onConfirm: (png: Blob) => Promise<void>;
  /** Canvas height in CSS pixels. */
  height?: number;
  disabled?: boolean;
}

/**
 * Signing on screen with a finger or a mouse: a full-width canvas drawn at the device's pixel ratio (sharp on phones),
 * "clear" and "confirm". Confirm is enabled once something is drawn. The sheet stays white in the dark theme: the PNG
 * is a signature on paper.
 */
export function SignaturePad({ onConfirm, height = 200, disabled = false }: SignaturePadProps): ReactElement {
  const { t } = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<Pad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [sending, setSending] = useState(false);

  const clear = useCallback((): void => {
    pad.current?.clear();
    setEmpty(true);
  }, []);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return undefined;
    const signature = new Pad(el, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 0)' });
    pad.current = signature;
    const drawn = (): void => setEmpty(signature.isEmpty());
    signature.addEventListener('endStroke', drawn);
    let width = -1;
    // Resizing the canvas wipes it, so only a real change of width does (a phone's address bar also fires resize).
    const fit = (): void => {
      if (el.offsetWidth === width) return;
      width = el.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      setEmpty(true);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signature.removeEventListener('endStroke', drawn);
      signature.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (disabled) pad.current?.off();
    else pad.current?.on();
  }, [disabled]);

  const confirm = async (): Promise<void> => {
    const signature = pad.current;
    if (!signature || signature.isEmpty()) return;
    setSending(true);
    try {
      await onConfirm(dataUrlToBlob(signature.toDataURL('image/png')));
      clear();
    } catch {
      // The refusal was shown where it was made; the drawing stays to be confirmed again.
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }} data-testid="signature-pad">
      <Typography.Text type="secondary">{t('workOrderField.signHere')}</Typography.Text>
      <canvas
        ref={canvas}
        style={{ width: '100%', height, display: 'block', background: '#fff', borderRadius: 8, touchAction: 'none', border: '1px solid #d9d9d9' }}
        aria-label={t('workOrderField.signature')}
        data-testid="signature-canvas"
      />
      <Flex gap={8}>
        <Button size="large" style={{ flex: 1, minHeight: 44 }} disabled={disabled || sending || empty} onClick={clear} data-testid="signature-clear">
          {t('workOrderField.clear')}
        </Button>
        <Button
          type="primary"
          size="large"
          style={{ flex: 1, minHeight: 44 }}
          disabled={disabled || empty}
          loading={sending}
          onClick={() => void confirm()}
          data-testid="signature-confirm"
        >
          {t('workOrderField.confirmSignature')}
        </Button>
      </Flex>
    </Flex>
  );
}
