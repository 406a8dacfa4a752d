import { useEffect, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { Button, Flex, Image, Progress, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import type { AnswerFileOwner } from '@gengyun/contracts';
import { fileLink } from '@/api/file-download';
import { useT } from '@/i18n/t';
import { uploadWithProgress } from '../../work-orders/handler/field-upload';
import { SignaturePad } from '../../work-orders/signature/SignaturePad';
import { SIGNATURE_FILE_NAME } from '../../work-orders/signature/signature.api';

export interface AnswerFilesProps {
  type: 'photo' | 'signature';
  /** The files area's owner the files are uploaded under (bound to the row when the answer is recorded). */
  owner: AnswerFileOwner;
  /** Files of the answer, uploaded or recorded. */
  ids: readonly number[];
  /** Files kept on the phone until it is online again (the patrol page's outbox). */
  kept?: number;
  disabled?: boolean;
  /** A file uploaded (unbound, the caller's): the answer takes its id. */
  onUploaded: (fileId: number) => void;
  /** The upload failed; the page may keep the file to send later (resolves), or let the failure stand (rejects). */
  onFailed?: (file: File, error: unknown) => Promise<void>;
}

interface Sending {
  key: number;
  name: string;
  percent: number;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 8, width: '100%' } as const;

/**
 * A checklist item's photos or signature: photos from the camera with each upload's progress, a signature drawn on
 * screen (the work orders' pad), and what is recorded as thumbnails. Full width, for a 390 px phone.
 */
export function AnswerFiles({ type, owner, ids, kept = 0, disabled = false, onUploaded, onFailed }: AnswerFilesProps): ReactElement {
  const { t } = useT();
  const camera = useRef<HTMLInputElement>(null);
  const next = useRef(0);
  const [sending, setSending] = useState<Sending[]>([]);
  const [signing, setSigning] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async (file: File): Promise<void> => {
    const key = ++next.current;
    setSending((list) => [...list, { key, name: file.name, percent: 0 }]);
    const progress = (percent: number): void => setSending((list) => list.map((s) => (s.key === key ? { ...s, percent } : s)));
    try {
      onUploaded(await uploadWithProgress(file, { business_no: owner }, progress));
    } catch (error) {
      if (!onFailed) throw error;
      await onFailed(file, error);
    } finally {
      if (mounted.current) setSending((list) => list.filter((s) => s.key !== key));
    }
  };
  const snap = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of picked) void send(file).catch(() => undefined);
  };
  const sign = async (png: Blob): Promise<void> => {
    await send(new File([png], SIGNATURE_FILE_NAME, { type: 'image/png' }));
    setSigning(false);
  };

  const held = ids.length + kept;
  return (
    <Flex vertical gap={8} style={{ width: '100%', minWidth: 0 }} data-testid={`answer-${type}`}>
      {ids.length > 0 && (
        <Image.PreviewGroup>
          <div style={type === 'photo' ? GRID : undefined}>
            {ids.map((id) => (
              <Image key={id} src={fileLink('/getImg', { id, business_no: owner })} alt={t(`maintenance.item.types.${type}`)} width="100%"
                style={type === 'photo' ? { aspectRatio: '1', objectFit: 'cover', borderRadius: 4 } : { background: '#fff', maxWidth: '100%' }} data-testid={`answer-file-${id}`} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {kept > 0 && <Typography.Text type="warning" data-testid="answer-kept">{t('maintenance.check.kept', [kept])}</Typography.Text>}
      {sending.map((s) => (
        <Flex key={s.key} vertical data-testid="answer-sending">
          <Typography.Text ellipsis>{t('workOrderField.uploading', [s.name])}</Typography.Text>
          <Progress percent={s.percent} size="small" data-testid="answer-progress" />
        </Flex>
      ))}
      {!disabled && type === 'photo' && (
        <>
          <Button size="large" block icon={<CameraOutlined />} style={{ minHeight: 48 }} onClick={() => camera.current?.click()} data-testid="answer-camera">
            {t('workOrderField.takePhoto')}
          </Button>
          <input ref={camera} type="file" accept="image/*" capture="environment" multiple hidden onChange={snap} data-testid="answer-photo-input" />
        </>
      )}
      {!disabled && type === 'signature' &&
        (held > 0 && !signing ? (
          <Button size="large" block style={{ minHeight: 48 }} onClick={() => setSigning(true)} data-testid="answer-sign-again">
            {t('maintenance.check.signAgain')}
          </Button>
        ) : (
          <SignaturePad height={160} onConfirm={sign} />
        ))}
    </Flex>
  );
}
