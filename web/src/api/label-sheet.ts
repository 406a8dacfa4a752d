import { currentToken } from '@/app/session-store';
import { currentLang } from '@/i18n/i18n-instance';
import { API_BASE } from './file-download';
import { toFormData } from './form-encoding';

/** Most labels per sheet request (the servers' id-list limit). */
export const MAX_LABELS = 200;

/**
 * The label routes (`/equipment/qrLabels`, `/sparePart/qrLabels`) answer an HTML page, not an envelope, which the
 * shared client would save as a file, so this one call reads the text itself.
 */
export async function fetchLabelSheet(path: string, ids: readonly number[]): Promise<string> {
  const token = currentToken();
  const headers: Record<string, string> = { lang: currentLang() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, credentials: 'include', body: toFormData({ ids: ids.slice(0, MAX_LABELS) }, { token }) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('html')) throw new Error(await response.text().catch(() => ''));
  return response.text();
}

/**
 * Opens the A4 label sheet `path` answers for `ids` in a new window and prints it. The window opens at once (inside
 * the click, so pop-up blockers allow it) and is filled when the page arrives.
 */
export async function printLabelSheet(path: string, ids: readonly number[], open: (url: string, target: string) => Window | null = window.open.bind(window)): Promise<void> {
  const target = open('', '_blank');
  try {
    const html = await fetchLabelSheet(path, ids);
    if (!target) return;
    target.document.open();
    target.document.write(html);
    target.document.close();
    target.focus();
    // Pictures are data URLs, so they are ready once the document is parsed; give layout one tick.
    setTimeout(() => target.print(), 300);
  } catch (error) {
    target?.close();
    throw error;
  }
}
