import { ErrorType, ResultCode, type Envelope, type ErrorContent } from '@gengyun/contracts/envelope';
import { currentToken } from '@/app/session-store';
import { currentLang } from '@/i18n/i18n-instance';
import { translate } from '@/i18n/t';
import { ApiError } from './api-error';
import { API_BASE, downloadFromContent, fileNameFromDisposition, saveBlob } from './file-download';
import { toFormData, toQueryString, type FormValues } from './form-encoding';
import { loadingStore } from './loading-store';
import { notifier } from './notifier';
import { endSession } from './session-end';

export interface CallOptions {
  /** No loading overlay. */
  noLoading?: boolean;
  /** Keep empty strings in the form. */
  saveEmpty?: boolean;
  /** No toasts at all (the caller shows its own). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; each variant sets its own. */
  timeout?: number;
}

/** What a call resolves with: the content (200), a downloaded file (201 or a file body → 301), or the raw answer. */
export type ApiOutcome<T> =
  | { code: 200; content: T; msg: string }
  | { code: 301; fileName: string }
  | { code: 400; raw: unknown };

export const TIMEOUTS = { post: 30_000, long: 600_000, veryLong: 86_400_000 } as const;

type Method = 'POST' | 'GET';

async function send<T>(method: Method, path: string, data: FormValues | FormData | undefined, options: CallOptions): Promise<ApiOutcome<T>> {
  const token = currentToken();
  const headers: Record<string, string> = { lang: currentLang() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const url =
    method === 'GET'
      ? `${API_BASE}${path}${toQueryString(data instanceof FormData ? undefined : data, { saveEmpty: options.saveEmpty, token })}`
      : `${API_BASE}${path}`;
  const body = method === 'POST' ? toFormData(data, { saveEmpty: options.saveEmpty, token }) : undefined;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? TIMEOUTS.post);
  const onCallerAbort = (): void => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  if (options.signal?.aborted) controller.abort();
  if (!options.noLoading) loadingStore.start();
  try {
    const response = await fetch(url, { method, body, headers, credentials: 'include', signal: controller.signal });
    return await readResponse<T>(response, options);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw fail(new ApiError(translate('web.errors.timeout'), 'timeout'), options);
    if (controller.signal.aborted) throw new ApiError('cancelled', 'cancelled');
    const text = error instanceof Error && error.message ? error.message : translate('web.errors.network');
    throw fail(new ApiError(text, 'network'), options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
    if (!options.noLoading) loadingStore.stop();
  }
}

const fail = (error: ApiError, options: CallOptions): ApiError => {
  if (!options.silent && error.message) notifier().error(error.message);
  return error;
};

const isJson = (response: Response): boolean => (response.headers.get('content-type') ?? '').includes('json');

async function readResponse<T>(response: Response, options: CallOptions): Promise<ApiOutcome<T>> {
  if (!isJson(response)) {
    if (!response.ok) return { code: 400, raw: await response.text().catch(() => '') };
    const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
    saveBlob(await response.blob(), fileName);
    return { code: 301, fileName };
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    return { code: 400, raw: null };
  }
  return handleEnvelope<T>(envelope, options);
}

let sessionEnding = false;

/** The one place that decides how an answer reaches the user (SPEC section 8). */
export function handleEnvelope<T>(envelope: Envelope<unknown>, options: CallOptions = {}): ApiOutcome<T> {
  const content = envelope?.content;
  switch (envelope?.code) {
    case ResultCode.ok:
      if (envelope.msg && !options.silent) notifier().success(envelope.msg);
      return { code: 200, content: content as T, msg: envelope.msg ?? '' };
    case ResultCode.file:
      return { code: 301, fileName: downloadFromContent(content) ?? '' };
    case ResultCode.error: {
      const detail = (content ?? {}) as ErrorContent & Record<string, unknown>;
      if (detail.type === ErrorType.sessionInvalid) {
        if (!sessionEnding) {
          sessionEnding = true;
          if (envelope.msg && !options.silent) notifier().error(envelope.msg);
          endSession({ reload: true });
        }
        throw new ApiError(envelope.msg, 'session', detail);
      }
      const error = fail(new ApiError(envelope.msg || translate('common.errors.unknown'), 'business', detail), options);
      if (detail.type === ErrorType.fileDownload) downloadFromContent(detail);
      throw error;
    }
    default:
      return { code: 400, raw: envelope };
  }
}

/** Test hook: lets a second 402 end the session again. */
export const resetSessionEndingForTests = (): void => {
  sessionEnding = false;
};

type Data = FormValues | FormData | undefined;

/** POST, 30 s. */
export const post = <T = unknown>(path: string, data?: Data, options: CallOptions = {}): Promise<ApiOutcome<T>> =>
  send<T>('POST', path, data, { timeout: TIMEOUTS.post, ...options });
/** POST, 10 min (imports, heavy reports). */
export const longPost = <T = unknown>(path: string, data?: Data, options: CallOptions = {}): Promise<ApiOutcome<T>> =>
  send<T>('POST', path, data, { ...options, timeout: TIMEOUTS.long });
/** POST, 24 h. */
export const veryLongPost = <T = unknown>(path: string, data?: Data, options: CallOptions = {}): Promise<ApiOutcome<T>> =>
  send<T>('POST', path, data, { ...options, timeout: TIMEOUTS.veryLong });
/** GET with the data as query string, 30 s. */
export const get = <T = unknown>(path: string, data?: FormValues, options: CallOptions = {}): Promise<ApiOutcome<T>> =>
  send<T>('GET', path, data, { timeout: TIMEOUTS.post, ...options });
/** GET, 10 min. */
export const longGet = <T = unknown>(path: string, data?: FormValues, options: CallOptions = {}): Promise<ApiOutcome<T>> =>
  send<T>('GET', path, data, { ...options, timeout: TIMEOUTS.long });
/** POST and save the returned file (name from Content-Disposition); 10 min. */
export const download = (path: string, data?: Data, options: CallOptions = {}): Promise<ApiOutcome<never>> =>
  send<never>('POST', path, data, { ...options, timeout: options.timeout ?? TIMEOUTS.long });

/** Content of a 200 answer; any other outcome rejects (its message was already shown). */
export async function unwrap<T>(outcome: Promise<ApiOutcome<T>>): Promise<T> {
  const result = await outcome;
  if (result.code === 200) return result.content;
  throw new ApiError(result.code === 301 ? 'file' : translate('common.errors.unknown'), 'business');
}

/** POST and return the content: the usual call of a page's `*.api.ts`. */
export const call = <T = unknown>(path: string, data?: Data, options?: CallOptions): Promise<T> => unwrap(post<T>(path, data, options));
