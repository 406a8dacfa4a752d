export { Upload, type UploadProps, type UploadedFile, type UploadMeta, type UploadFn } from './Upload';
export {
  checkFile,
  validateUpload,
  readImageSize,
  isLogoSize,
  extensionOf,
  UPLOAD_TYPES,
  IMAGE_TYPES,
  MAX_FILE_BYTES,
  MAX_IMAGE_BYTES,
  LOGO_SIZE,
  type UploadMode,
  type UploadErrorKey,
  type ImageSize,
  type ImageSizeReader,
} from './rules';
