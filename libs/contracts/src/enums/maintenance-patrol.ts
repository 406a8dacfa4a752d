/**
 * Spot-check and patrol inspection (issue 14 item 5): points checked in on a phone, routes of them, route plans that
 * generate patrol tasks, and the states of tasks and their points.
 */

/** A patrol task: not started, someone checked in at a point, every point's results submitted, or ended with points missed. */
export const PATROL_TASK_STATUSES = ['pending', 'inProgress', 'done', 'missed'] as const;
export type PatrolTaskStatus = (typeof PATROL_TASK_STATUSES)[number];

/** A point of a task: not yet visited, checked in (results to submit), results submitted, or not visited before the task ended. */
export const PATROL_POINT_STATUSES = ['pending', 'checkedIn', 'done', 'missed'] as const;
export type PatrolPointStatus = (typeof PATROL_POINT_STATUSES)[number];

/** How the inspector proved being at the point: its QR code, its NFC tag; `manual` when out of range but allowed by the supervisor. */
export const PATROL_CHECK_IN_METHODS = ['qr', 'nfc', 'manual'] as const;
export type PatrolCheckInMethod = (typeof PATROL_CHECK_IN_METHODS)[number];

export const PATROL_LIMITS = {
  name: 100,
  qr: 200,
  nfc: 100,
  /** The valid check-in range around a point, in metres. */
  rangeMin: 5,
  rangeMax: 5000,
  routePoints: 100,
  /** Minutes after the task's start a point is expected, and the task's length. */
  offsetMinutes: 24 * 60,
  durationMinutes: 24 * 60,
  toleranceMinutes: 24 * 60,
  /** Tasks of one day on the supervisor's live map. */
  mapTasks: 200,
} as const;
