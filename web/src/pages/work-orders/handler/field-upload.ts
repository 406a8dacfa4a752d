import type { Envelope } from '@gengyun/contracts/envelope';
import { ApiError } from '@/api/api-error';
import { handleEnvelope } from '@/api/client';
import { API_BASE } from '@/api/file-download';
import { toFormData } from '@/api/form-encoding';
import { notifier } from '@/api/notifier';
import { currentToken } from '@/app/session-store';
import { currentLang } from '@/i18n/i18n-instance';
import { translate } from '@/i18n/t';
import { ORDER_BUSINESS_NO } from '../order/record/record.api';

/** Uploads one photo straight to the order, reporting the percent sent. */
export const uploadPhoto = (file: File, orderId: number, onProgress: (percent: number) => void): Promise<number> =>
  uploadWithProgress(file, { data_id: orderId, business_no: ORDER_BUSINESS_NO }, onProgress);

/**
 * Uploads one file under a business number (bound to `data_id`, or unbound without it), reporting the percent sent.
 * The client's `fetch` cannot tell upload progress, so this one request goes through XMLHttpRequest; its answer is read
 * by the client's envelope rules. A lost connection rejects with a `network` ApiError.
 */
export function uploadWithProgress(file: File, meta: { business_no: string; data_id?: number }, onProgress: (percent: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const token = currentToken();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/addFile`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('lang', currentLang());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(99, Math.round((event.loaded * 100) / event.total)));
    };
    xhr.onload = () => {
      try {
        const outcome = handleEnvelope<number | number[]>(JSON.parse(xhr.responseText) as Envelope<unknown>);
        if (outcome.code !== 200) throw new ApiError(translate('common.errors.unknown'), 'business');
        onProgress(100);
        resolve(Array.isArray(outcome.content) ? (outcome.content[0] as number) : outcome.content);
      } catch (error) {
        reject(error instanceof ApiError ? error : new ApiError(translate('common.errors.unknown'), 'business'));
      }
    };
    xhr.onerror = () => {
      const error = new ApiError(translate('web.errors.network'), 'network');
      notifier().error(error.message);
      reject(error);
    };
    xhr.send(toFormData({ files: [file], ...meta }, { token }));
  });
}
