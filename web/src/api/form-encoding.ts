/** Builds the multipart body every call sends (SPEC section 7). */
export interface EncodeOptions {
  /** Keep empty strings (by default they are dropped, SPEC section 5). */
  saveEmpty?: boolean;
  /** Session token to add as the `token` field. */
  token?: string;
}

export type FormValues = Record<string, unknown>;

const isBinary = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

const isDayjsLike = (value: unknown): value is { format(pattern: string): string; isValid(): boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { format?: unknown }).format === 'function' &&
  typeof (value as { isValid?: unknown }).isValid === 'function';

/** One field value → the text or binary part sent, or undefined to leave the field out. */
export const encodeValue = (value: unknown, saveEmpty = false): string | Blob | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value === '' && !saveEmpty ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (isBinary(value)) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (isDayjsLike(value)) return value.isValid() ? value.format('YYYY-MM-DD HH:mm:ss') : undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return undefined;
};

/**
 * Plain objects and arrays become JSON text (the server parses JSON-text fields back), numbers and booleans
 * are sent as text, files as-is (an array of files repeats the field), empty strings are dropped unless
 * saveEmpty, null and undefined are left out. A FormData passed in is used as it is.
 */
export function toFormData(data: FormValues | FormData | undefined, options: EncodeOptions = {}): FormData {
  const form = data instanceof FormData ? data : new FormData();
  if (!(data instanceof FormData) && data) {
    for (const [name, value] of Object.entries(data)) {
      if (Array.isArray(value) && value.length > 0 && value.every(isBinary)) {
        value.forEach((file) => form.append(name, file));
        continue;
      }
      const encoded = encodeValue(value, options.saveEmpty);
      if (encoded !== undefined) form.append(name, encoded);
    }
  }
  if (options.token && !form.has('token')) form.append('token', options.token);
  return form;
}

/** Query-string form of the same rules (files are not allowed in a GET). */
export function toQueryString(data: FormValues | undefined, options: EncodeOptions = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(data ?? {})) {
    const encoded = encodeValue(value, options.saveEmpty);
    if (typeof encoded === 'string') params.append(name, encoded);
  }
  if (options.token && !params.has('token')) params.append('token', options.token);
  const text = params.toString();
  return text ? `?${text}` : '';
}
