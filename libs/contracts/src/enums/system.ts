/** Announcements (everyone) and notices; sent to every user or to some roles. */
export const NOTICE_TYPES = ['announcement', 'notice'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_TARGETS = ['all', 'roles'] as const;
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];
export const NOTICE_STATUSES = ['draft', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** A day, or a day and a time, as the log filters take them: `2025-01-31` or `2025-01-31 08:00:00`. */
export const DAY_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
