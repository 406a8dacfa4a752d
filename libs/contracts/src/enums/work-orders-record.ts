import type { MessageKey } from '../i18n';

/** Why equipment stood still while a work order ran (issue 13 item 2). */
export const DOWNTIME_REASONS = ['breakdown', 'planned', 'other'] as const;
export type DowntimeReason = (typeof DOWNTIME_REASONS)[number];
export const DOWNTIME_REASON_LABELS = Object.fromEntries(DOWNTIME_REASONS.map((r) => [r, `workOrderDowntime.reasons.${r}`])) as Readonly<
  Record<DowntimeReason, MessageKey>
>;

/** The three code lists a work-order type names from the dictionary, recorded with the result (issue 13 item 1). */
export const RESULT_CODE_FIELDS = ['failure', 'cause', 'remedy'] as const;
export type ResultCodeField = (typeof RESULT_CODE_FIELDS)[number];
export const RESULT_CODE_LABELS = Object.fromEntries(RESULT_CODE_FIELDS.map((f) => [f, `workOrderResult.fields.${f}`])) as Readonly<
  Record<ResultCodeField, MessageKey>
>;
/** The dictionary types a work-order type uses until it names others (seeded for every enterprise). */
export const DEFAULT_RESULT_CODE_LISTS: Readonly<Record<ResultCodeField, string>> = { failure: 'failureCode', cause: 'causeCode', remedy: 'remedyCode' };

/** Where a file was attached: the order's form, or the action it came with (`finish` for photos of the result). */
export const ATTACHMENT_STEPS = ['create', 'update', 'upload', 'start', 'suspend', 'resume', 'finish'] as const;
export type AttachmentStep = (typeof ATTACHMENT_STEPS)[number];

/** Limits of what an order records. */
export const WORK_ORDER_RECORD_LIMITS = {
  note: 500,
  files: 20,
  /** A manual labour entry is at most a day long. */
  entryMinutes: 24 * 60,
  code: 50,
} as const;

/** Hourly rate as money text with 2 decimals. */
export const RATE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
