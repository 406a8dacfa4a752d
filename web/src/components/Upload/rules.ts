import { LOGO } from '@gengyun/contracts/enums/files';
/** SPEC 5 and 9 upload limits, checked in the browser before anything is sent. */
export const UPLOAD_TYPES = ['txt', 'doc', 'xls', 'pdf', 'jpg', 'jpeg', 'png', 'bmp', 'gif', 'mp4'] as const;
export const IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const MAX_FILE_BYTES = 30 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The logo's box in the header, and the largest picture accepted (libs/contracts LOGO, checked on the server too). */
export const LOGO_SIZE = { width: LOGO.width, height: LOGO.height } as const;

/** file: any allowed type; image: pictures only; logo: a PNG up to LOGO's bytes and sides. */
export type UploadMode = 'file' | 'image' | 'logo';

export type UploadErrorKey =
  | 'files.errors.badType'
  | 'files.errors.tooLarge'
  | 'files.errors.imageTooLarge'
  | 'files.errors.logoSize'
  | 'components.upload.imageOnly'
  | 'components.upload.unreadableImage';

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads a picture's pixel size; injectable so tests need no image decoder. */
export type ImageSizeReader = (file: Blob) => Promise<ImageSize>;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const isImageName = (name: string): boolean => (IMAGE_TYPES as readonly string[]).includes(extensionOf(name));

/** Type and size checks that need no decoding; null when the file may go. */
export function checkFile(file: { name: string; size: number }, mode: UploadMode = 'file'): UploadErrorKey | null {
  const ext = extensionOf(file.name);
  if (mode === 'logo' && (ext !== 'png' || file.size > LOGO.maxBytes)) return 'files.errors.logoSize';
  if (mode === 'image' && !isImageName(file.name)) return 'components.upload.imageOnly';
  if (!(UPLOAD_TYPES as readonly string[]).includes(ext)) return 'files.errors.badType';
  if (file.size > MAX_FILE_BYTES) return 'files.errors.tooLarge';
  if (isImageName(file.name) && file.size > MAX_IMAGE_BYTES) return 'files.errors.imageTooLarge';
  return null;
}

export const isLogoSize = ({ width, height }: ImageSize): boolean => width >= 1 && height >= 1 && width <= LOGO.maxSide && height <= LOGO.maxSide;

/** Browser reader: createImageBitmap when present, else an <img> on an object URL. */
export const readImageSize: ImageSizeReader = async (file) => {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error('image'));
      img.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** All checks for one file, including the logo's pixel size. */
export async function validateUpload(file: File, mode: UploadMode, reader: ImageSizeReader = readImageSize): Promise<UploadErrorKey | null> {
  const error = checkFile(file, mode);
  if (error || mode !== 'logo') return error;
  try {
    return isLogoSize(await reader(file)) ? null : 'files.errors.logoSize';
  } catch {
    return 'components.upload.unreadableImage';
  }
}
