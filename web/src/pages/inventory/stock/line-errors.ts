import { ApiError } from '@/api/api-error';

/** A form field's errors as antd's `setFields` takes them. */
export interface LineFieldError {
  name: [string, number, string];
  errors: string[];
}

const LINE_FIELD = /^lines\.(\d+)\.(\w+)$/;

/**
 * The server names a refused line's field as `lines.<i>.<field>` (its message is the refusal): those become the
 * form's errors on that line. A field the form does not show on the line (the part of a stock place, say) lands on
 * `fallback`.
 */
export function lineErrors(error: unknown, shown: readonly string[], fallback: string): LineFieldError[] {
  if (!(error instanceof ApiError) || !error.content?.fields) return [];
  return Object.keys(error.content.fields).flatMap((path): LineFieldError[] => {
    const match = LINE_FIELD.exec(path);
    if (!match) return [];
    const field = shown.includes(match[2] as string) ? (match[2] as string) : fallback;
    return [{ name: ['lines', Number(match[1]), field], errors: [error.message] }];
  });
}
