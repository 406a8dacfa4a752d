/** The answer of every API call (SPEC section 8). */
export interface Envelope<T = unknown> {
  code: number;
  content: T;
  msg: string;
}

export const ResultCode = {
  ok: 200,
  file: 201,
  error: -1,
} as const;

/** `content.type` values carried by an error envelope. */
export const ErrorType = {
  sessionInvalid: 402,
  fileDownload: -2,
} as const;

export interface ErrorContent {
  type?: number;
  /** Machine-readable message key, so clients can react without parsing `msg`. */
  key?: string;
  /** Field-level problems of a refused body: field → message. */
  fields?: Record<string, string>;
  /** Ids of the diagram elements a refused workflow diagram names, for the designer to highlight. */
  elements?: string[];
  requestId?: string;
}
