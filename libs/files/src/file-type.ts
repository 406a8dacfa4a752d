import { LOGO, type MessageKey } from '@gengyun/contracts';

/** Upload limits (SPEC sections 5 and 9). */
export const MAX_FILE_BYTES = 30 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const LOGO_WIDTH = LOGO.width;
export const LOGO_HEIGHT = LOGO.height;

export type FileCategory = 'image' | 'video' | 'document';

interface FileType {
  mime: string;
  category: FileCategory;
  /** True when the first bytes are what this type must start with. */
  matches(head: Buffer): boolean;
}

const startsWith =
  (...bytes: number[]) =>
  (head: Buffer): boolean =>
    head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** OLE2 compound document: legacy .doc and .xls. */
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const jpeg = startsWith(0xff, 0xd8, 0xff);
const ascii = (text: string, offset = 0) => (head: Buffer) => head.subarray(offset, offset + text.length).toString('latin1') === text;

/** Plain text: no NUL byte and no other control characters than tab, CR, LF, FF and ESC in the sample. */
const looksLikeText = (head: Buffer): boolean => {
  for (const byte of head) {
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) return false;
  }
  return true;
};

/**
 * The allowed types (SPEC section 5: txt, doc, xls, pdf, jpg, jpeg, png, bmp, gif, mp4) with the content
 * signature each must carry. docx/xlsx are not on the list; see docs/decisions/files.md.
 */
const TYPES: Record<string, FileType> = {
  txt: { mime: 'text/plain; charset=utf-8', category: 'document', matches: looksLikeText },
  doc: { mime: 'application/msword', category: 'document', matches: ole2 },
  xls: { mime: 'application/vnd.ms-excel', category: 'document', matches: ole2 },
  pdf: { mime: 'application/pdf', category: 'document', matches: ascii('%PDF-') },
  jpg: { mime: 'image/jpeg', category: 'image', matches: jpeg },
  jpeg: { mime: 'image/jpeg', category: 'image', matches: jpeg },
  png: { mime: 'image/png', category: 'image', matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  bmp: { mime: 'image/bmp', category: 'image', matches: ascii('BM') },
  gif: { mime: 'image/gif', category: 'image', matches: (h) => ascii('GIF87a')(h) || ascii('GIF89a')(h) },
  mp4: { mime: 'video/mp4', category: 'video', matches: ascii('ftyp', 4) },
};

export const ALLOWED_EXTENSIONS = Object.keys(TYPES);

/** Lower-case extension of a file name without the dot; '' when there is none. */
export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 && dot < filename.length - 1 ? filename.slice(dot + 1).toLowerCase() : '';
};

export interface CheckedFile {
  ext: string;
  mime: string;
  category: FileCategory;
}

/**
 * Decides whether a file may be stored: by extension, size and content signature. The client's MIME type
 * is ignored; the stored one follows from the checked extension. Returns the refusal's message key.
 */
export function checkUpload(filename: string, data: Buffer): CheckedFile | { refused: MessageKey; status: number } {
  const ext = extensionOf(filename);
  const type = TYPES[ext];
  if (!type) return { refused: 'files.errors.badType', status: 422 };
  if (data.length > MAX_FILE_BYTES) return { refused: 'files.errors.tooLarge', status: 413 };
  if (type.category === 'image' && data.length > MAX_IMAGE_BYTES) return { refused: 'files.errors.imageTooLarge', status: 413 };
  if (data.length === 0 || !type.matches(data.subarray(0, 8192))) return { refused: 'files.errors.signatureMismatch', status: 422 };
  return { ext, mime: type.mime, category: type.category };
}

export const mimeOf = (ext: string): string => TYPES[ext]?.mime ?? 'application/octet-stream';

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | null {
  if (!TYPES.png!.matches(data) || data.length < 24) return null;
  if (data.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The enterprise logo: a real PNG, not larger than LOGO's bytes and sides (it is shown letterboxed in 144×48). */
export const isValidLogo = (data: Buffer): boolean => {
  const size = pngSize(data);
  return size !== null && data.length <= LOGO.maxBytes && size.width >= 1 && size.height >= 1 && size.width <= LOGO.maxSide && size.height <= LOGO.maxSide;
};
