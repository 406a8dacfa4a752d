import { currentToken } from '@/app/session-store';
import { toQueryString, type FormValues } from './form-encoding';

export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** File name from a Content-Disposition header (RFC 5987 `filename*` first, then `filename`). */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = header.match(/filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = header.match(/filename\s*=\s*("([^"]*)"|[^;]+)/);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  if (!name) return fallback;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Saves a blob through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  openLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Clicks a temporary link (download when a name is given). */
export function openLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName !== undefined) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Link builders of SPEC section 7: a server path with the session token in the query. */
export const fileLink = (path: string, params: FormValues = {}): string =>
  `${API_BASE}${path}${toQueryString(params, { token: currentToken() })}`;

export const links = {
  exportFile: (id: string | number, businessNo?: string | number) => fileLink('/exportFile', { id, business_no: businessNo }),
  image: (id: string | number, businessNo?: string | number) => fileLink('/getImg', { id, business_no: businessNo }),
  assetQrCode: (id: string | number) => fileLink('/showAssetQRCode', { id }),
  bomQrCode: (id: string | number) => fileLink('/showBomQRCode', { id }),
};

/** Downloads a file an envelope points at: a URL text, `{ url }`, or a file id for /exportFile. */
export function downloadFromContent(content: unknown): string | null {
  if (typeof content === 'string' && content) {
    openLink(content.startsWith('/') ? `${API_BASE}${content}` : content, '');
    return content;
  }
  if (content && typeof content === 'object') {
    const record = content as Record<string, unknown>;
    if (typeof record.url === 'string' && record.url) return downloadFromContent(record.url);
    const id = record.fileCode ?? record.file_code ?? record.id ?? record.code;
    if (typeof id === 'string' || typeof id === 'number') {
      const businessNo = record.business_no ?? record.businessNo;
      openLink(links.exportFile(id, businessNo as string | number | undefined), '');
      return String(id);
    }
  }
  return null;
}
