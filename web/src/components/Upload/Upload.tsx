import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Button, Upload as AntUpload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useToast } from '../feedback';
import { toParams } from '../i18n-options';
import {
  IMAGE_TYPES,
  UPLOAD_TYPES,
  isImageName,
  readImageSize,
  validateUpload,
  type ImageSizeReader,
  type UploadMode,
} from './rules';

/** SPEC "uploaded file item". */
export interface UploadedFile {
  file?: File;
  name: string;
  size: number;
  id: string | number;
}

export interface UploadMeta {
  data_id?: string | number;
  business_no?: string | number;
}

/** Sends the files (POST /addFile through the shell's client) and resolves to the new file id. */
export type UploadFn = (files: File[], meta: UploadMeta) => Promise<string | number>;

export interface UploadProps {
  upload: UploadFn;
  dataId?: string | number;
  businessNo?: string | number;
  mode?: UploadMode;
  /** Most files in the list. */
  maxCount?: number;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  disabled?: boolean;
  /** Most pictures the record may hold (the enterprise's setting), counting `heldImages` it already has. */
  imageLimit?: number;
  heldImages?: number;
  /** Pixel-size reader for the logo check (tests inject one). */
  readImageSize?: ImageSizeReader;
}

const acceptOf = (mode: UploadMode): string =>
  (mode === 'logo' ? ['png'] : mode === 'image' ? IMAGE_TYPES : UPLOAD_TYPES)
    .map((ext) => `.${ext}`)
    .join(',');

/** antd Upload that enforces type, size, count and logo rules before calling `upload`. */
export function Upload({
  upload,
  dataId,
  businessNo,
  mode = 'file',
  maxCount,
  value,
  onChange,
  disabled,
  imageLimit,
  heldImages = 0,
  readImageSize: reader = readImageSize,
}: UploadProps): ReactElement {
  const { t } = useTranslation();
  const toast = useToast();
  const [files, setFiles] = useState<UploadedFile[]>(value ?? []);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;
  const pendingCount = useRef(0);
  const pendingImages = useRef(0);

  useEffect(() => {
    if (value) setFiles(value);
  }, [value]);

  const commit = (next: UploadedFile[]): void => {
    filesRef.current = next;
    setFiles(next);
    onChange?.(next);
  };

  const send = async (file: File & { uid?: string }): Promise<void> => {
    if (maxCount !== undefined && filesRef.current.length + pendingCount.current >= maxCount) {
      void toast.error(t('components.upload.maxCount', toParams(maxCount)));
      return;
    }
    const picture = isImageName(file.name);
    if (picture && imageLimit !== undefined && heldImages + filesRef.current.filter((f) => isImageName(f.name)).length + pendingImages.current >= imageLimit) {
      void toast.error(t('files.errors.imageCount', toParams(imageLimit)));
      return;
    }
    pendingCount.current += 1;
    if (picture) pendingImages.current += 1;
    try {
      const error = await validateUpload(file, mode, reader);
      if (error) {
        void toast.error(t(error));
        return;
      }
      const uid = file.uid ?? file.name;
      setPending((prev) => [...prev, { uid, name: file.name, status: 'uploading' }]);
      try {
        const id = await upload([file], { data_id: dataId, business_no: businessNo });
        commit([...filesRef.current, { file, name: file.name, size: file.size, id }]);
      } catch {
        void toast.error(t('components.upload.failed'));
      } finally {
        setPending((prev) => prev.filter((item) => item.uid !== uid));
      }
    } finally {
      pendingCount.current -= 1;
      if (picture) pendingImages.current -= 1;
    }
  };

  const fileList: UploadFile[] = [
    ...files.map((f) => ({ uid: String(f.id), name: f.name, size: f.size, status: 'done' as const })),
    ...pending,
  ];

  // The state and the ids are on the element too, so that tests and scripts can wait for a finished upload.
  return (
    <div
      className="gy-upload"
      data-state={pending.length ? 'uploading' : files.length ? 'done' : 'empty'}
      data-file-ids={files.map((f) => f.id).join(',')}
    >
      <AntUpload
        accept={acceptOf(mode)}
        multiple={mode !== 'logo' && maxCount !== 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
        onRemove={(item) => {
          commit(filesRef.current.filter((f) => String(f.id) !== item.uid));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t(mode === 'logo' ? 'components.upload.logoButton' : 'components.upload.button')}
        </Button>
      </AntUpload>
    </div>
  );
}
