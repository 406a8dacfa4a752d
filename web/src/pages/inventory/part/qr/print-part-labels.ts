import { currentToken } from '@/app/session-store';
import { currentLang } from '@/i18n/i18n-instance';
import { API_BASE } from '@/api/file-download';
import { toFormData } from '@/api/form-encoding';

/** Most labels per sheet request (the server's limit). */
export const MAX_PART_LABELS = 200;

/** POST /sparePart/qrLabels answers an HTML page, not an envelope, so this one call reads the text itself. */
export async function fetchPartLabelSheet(ids: readonly number[]): Promise<string> {
  const token = currentToken();
  const headers: Record<string, string> = { lang: currentLang() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}/sparePart/qrLabels`, { method: 'POST', headers, credentials: 'include', body: toFormData({ ids: ids.slice(0, MAX_PART_LABELS) }, { token }) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('html')) throw new Error(await response.text().catch(() => ''));
  return response.text();
}

/** Opens the A4 label sheet of the chosen parts in a new window (opened inside the click, for pop-up blockers) and prints it. */
export async function printPartLabels(ids: readonly number[], open: (url: string, target: string) => Window | null = window.open.bind(window)): Promise<void> {
  const target = open('', '_blank');
  try {
    const html = await fetchPartLabelSheet(ids);
    if (!target) return;
    target.document.open();
    target.document.write(html);
    target.document.close();
    target.focus();
    setTimeout(() => target.print(), 300);
  } catch (error) {
    target?.close();
    throw error;
  }
}
