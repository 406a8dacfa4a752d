import { ApiError } from '@/api/api-error';

/** A form field's errors as antd's `setFields` takes them. */
export interface LineFieldError<F extends string> {
  name: ['lines', number, F];
  errors: string[];
}

const LINE_FIELD = /^lines\.(\d+)\.(\w+)$/;

/**
 * The server names a refused line's field as `lines.<i>.<field>` (its message is the refusal): those become the
 * form's errors on that line. A field the form does not show on the line (the part of a stock place, say) lands on
 * `fallback`.
 */
export function lineErrors<F extends string>(error: unknown, shown: readonly F[], fallback: F): Array<LineFieldError<F>> {
  if (!(error instanceof ApiError) || !error.content?.fields) return [];
  return Object.keys(error.content.fields).flatMap((path): Array<LineFieldError<F>> => {
    const match = LINE_FIELD.exec(path);
    if (!match) return [];
    const named = shown.find((f) => f === match[2]);
    const field = named ?? fallback;
    return [{ name: ['lines', Number(match[1]), field], errors: [error.message] }];
  });
}
