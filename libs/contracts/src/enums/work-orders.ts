import type { MessageKey } from '../i18n';

/**
 * A work order's status (SPEC §4, all twenty labels). What each means is in docs/decisions/work-orders.md; how one
 * becomes another is `WORK_ORDER_TRANSITIONS` below, the only place that decides it.
 */
export const WORK_ORDER_STATUSES = [
  'pending',
  'pendingReview',
  'toAssign',
  'toAccept',
  'transferred',
  'returned',
  'overdue',
  'toRepair',
  'processing',
  'suspended',
  'pendingConfirmation',
  'rejected',
  'toReview',
  'toEvaluate',
  'toConfirm',
  'toArchive',
  'completed',
  'closed',
  'cancelled',
  'voided',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** What people (and the overdue sweep: `markOverdue`) do to a work order. */
export const WORK_ORDER_ACTIONS = [
  'submit',
  'release',
  'approve',
  'reject',
  'assign',
  'grab',
  'accept',
  'transfer',
  'giveBack',
  'start',
  'suspend',
  'resume',
  'finish',
  'confirm',
  'evaluate',
  'archive',
  'batchAssign',
  'cancel',
  'void',
  'close',
  'markOverdue',
] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Actions only the platform takes (the overdue sweep); `/workOrder/act` refuses them. */
export const SYSTEM_ACTIONS: readonly WorkOrderAction[] = ['markOverdue'];
/** Batch assignment has its own route (`/workOrder/batchAssign`), over many orders of one type. */
export const PERSON_ACTIONS: readonly WorkOrderAction[] = WORK_ORDER_ACTIONS.filter((a) => !SYSTEM_ACTIONS.includes(a) && a !== 'batchAssign');

/** Actions that need a reason in the note (the timeline and the next person read it). */
export const ACTIONS_NEEDING_NOTE: readonly WorkOrderAction[] = ['reject', 'transfer', 'giveBack', 'suspend', 'cancel', 'void'];

/** Which permission an action needs, by role: the dispatcher's, the handler's or the reviewer's. */
export type WorkOrderRole = 'dispatch' | 'handle' | 'review';
export const ACTION_ROLE: Readonly<Record<WorkOrderAction, WorkOrderRole>> = {
  submit: 'dispatch',
  release: 'dispatch',
  approve: 'review',
  reject: 'review',
  assign: 'dispatch',
  grab: 'handle',
  accept: 'handle',
  transfer: 'handle',
  giveBack: 'handle',
  start: 'handle',
  suspend: 'handle',
  resume: 'handle',
  finish: 'handle',
  confirm: 'review',
  evaluate: 'review',
  archive: 'review',
  batchAssign: 'dispatch',
  cancel: 'dispatch',
  void: 'dispatch',
  close: 'dispatch',
  markOverdue: 'dispatch',
};

/** Not yet worked on; before these a work order may be cancelled or voided. */
const NOT_STARTED = ['pending', 'pendingReview', 'toAssign', 'toAccept', 'transferred', 'returned', 'overdue', 'toRepair'] as const;
/** Work began (or was reported done and sent back): "processing work orders cannot be cancelled". */
const UNDER_WAY: readonly WorkOrderStatus[] = ['processing', 'suspended', 'rejected'];
/** The work was reported done: "finished cannot be cancelled". */
const FINISHED: readonly WorkOrderStatus[] = ['pendingConfirmation', 'toReview', 'toEvaluate', 'toConfirm', 'toArchive', 'completed', 'closed'];
/** Nobody took it up before its response deadline. */
const MAY_GO_OVERDUE: readonly WorkOrderStatus[] = ['toAssign', 'toAccept', 'transferred', 'returned', 'toRepair'];

type Moves = Partial<Record<WorkOrderAction, WorkOrderStatus>>;
const each = (statuses: readonly WorkOrderStatus[], moves: Moves): Partial<Record<WorkOrderStatus, Moves>> =>
  Object.fromEntries(statuses.map((s) => [s, moves]));
const merge = (...parts: Array<Partial<Record<WorkOrderStatus, Moves>>>): Record<WorkOrderStatus, Moves> => {
  const out = Object.fromEntries(WORK_ORDER_STATUSES.map((s) => [s, {} as Moves])) as Record<WorkOrderStatus, Moves>;
  for (const part of parts) for (const [s, moves] of Object.entries(part) as Array<[WorkOrderStatus, Moves]>) Object.assign(out[s], moves);
  return out;
};

/**
 * Every allowed move, status × action → next status; a missing cell is refused (`refusal()` says why).
 * Dispatch: pending → (submit) pendingReview → (approve) toAssign → (assign) toAccept; a grab from the pool skips
 * acceptance. Handling: toAccept | transferred → (accept) toRepair → (start) processing → (finish)
 * pendingConfirmation. Closing: (confirm) toReview → (approve) toEvaluate → (evaluate) toConfirm → (confirm)
 * toArchive → (archive) completed → (close) closed.
 */
export const WORK_ORDER_TRANSITIONS: Readonly<Record<WorkOrderStatus, Readonly<Moves>>> = merge(
  each(NOT_STARTED, { cancel: 'cancelled', void: 'voided' }),
  each(MAY_GO_OVERDUE, { markOverdue: 'overdue' }),
  each(['pending', 'toAssign', 'toAccept', 'transferred', 'returned', 'overdue'], { assign: 'toAccept' }),
  each(['toAssign', 'overdue'], { grab: 'toRepair' }),
  each(['toAccept', 'transferred', 'overdue'], { accept: 'toRepair' }),
  each(['toAccept', 'transferred', 'toRepair', 'processing', 'rejected', 'overdue'], { transfer: 'transferred' }),
  each(['toAccept', 'transferred', 'toRepair', 'overdue'], { giveBack: 'returned' }),
  each(['toRepair', 'rejected', 'overdue'], { start: 'processing' }),
  each(['returned', 'overdue', 'completed'], { close: 'closed' }),
  {
    pending: { submit: 'pendingReview', release: 'toAssign' },
    pendingReview: { approve: 'toAssign', reject: 'voided' },
    returned: { release: 'toAssign' },
    processing: { suspend: 'suspended', finish: 'pendingConfirmation', batchAssign: 'processing' },
    suspended: { resume: 'processing' },
    pendingConfirmation: { confirm: 'toReview', reject: 'rejected', batchAssign: 'pendingConfirmation' },
    toReview: { approve: 'toEvaluate', reject: 'rejected' },
    toEvaluate: { evaluate: 'toConfirm' },
    toConfirm: { confirm: 'toArchive' },
    toArchive: { archive: 'completed' },
  },
);

export type WorkOrderRefusal =
  | 'workOrder.errors.processingCannotCancel'
  | 'workOrder.errors.finishedCannotCancel'
  | 'workOrder.errors.alreadyCancelled'
  | 'workOrder.errors.batchAssignStatus'
  | 'workOrder.errors.transition'
  | 'workOrder.errors.runTransition';

export type TransitionResult = { ok: true; next: WorkOrderStatus } | { ok: false; key: WorkOrderRefusal };

/** The status an action leads to from a status, or why it is refused (SPEC §4's rules name their own message). */
export function transition(status: WorkOrderStatus, action: WorkOrderAction): TransitionResult {
  const next = WORK_ORDER_TRANSITIONS[status][action];
  if (next) return { ok: true, next };
  return { ok: false, key: refusal(status, action) };
}

/** Why an action is refused in a status: the rule SPEC §4 names, or the general "not in this status". */
export function refusal(status: WorkOrderStatus, action: WorkOrderAction): WorkOrderRefusal {
  if (action === 'cancel') {
    if (status === 'cancelled') return 'workOrder.errors.alreadyCancelled';
    if (UNDER_WAY.includes(status)) return 'workOrder.errors.processingCannotCancel';
    if (FINISHED.includes(status)) return 'workOrder.errors.finishedCannotCancel';
  }
  if (action === 'batchAssign') return 'workOrder.errors.batchAssignStatus';
  return 'workOrder.errors.transition';
}

/** What a user task or a parallel join of a template may stand for (`gengyun:status`): steps of the work, not its end. */
export const RUN_NODE_STATUSES = [
  'pending',
  'pendingReview',
  'toAssign',
  'toAccept',
  'toRepair',
  'processing',
  'pendingConfirmation',
  'toReview',
  'toEvaluate',
  'toConfirm',
  'toArchive',
] as const satisfies readonly WorkOrderStatus[];
/** What an end event may stand for: the run finished and the closing steps go on, or it completed or closed the order. */
export const RUN_END_STATUSES = ['pendingConfirmation', 'toReview', 'toEvaluate', 'toConfirm', 'toArchive', 'completed', 'closed'] as const satisfies readonly WorkOrderStatus[];
/** Where a run may move an order from: a node's or a finished run's status, or overdue (the sweep marks orders beside a run). */
const RUN_FROM: readonly WorkOrderStatus[] = [...RUN_NODE_STATUSES, 'overdue'];

/**
 * The moves of a workflow run, the second half of the table (docs/decisions/work-orders-engine.md): entering a node
 * shows its status, reaching the end the end event's, and a rejection with no task before it returns the order to the
 * dispatcher. Never from a suspended order (its nodes wait) or an ended one (its run stopped), never into a status
 * an action or the sweep owns (transferred, overdue, suspended, rejected, cancelled, voided).
 */
const RUN_TO: readonly WorkOrderStatus[] = [...new Set<WorkOrderStatus>([...RUN_NODE_STATUSES, ...RUN_END_STATUSES, 'returned'])];
export const WORKFLOW_RUN_MOVES: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = Object.fromEntries(
  WORK_ORDER_STATUSES.map((from): [WorkOrderStatus, readonly WorkOrderStatus[]] => [from, RUN_FROM.includes(from) ? RUN_TO.filter((to) => to !== from) : []]),
) as unknown as Record<WorkOrderStatus, readonly WorkOrderStatus[]>;

/**
 * The status a run may show next: `to` when the table has the move (or the run stays where it is, from a status it may
 * move), else the refusal. The only way a run changes an order's status.
 */
export function runTransition(from: WorkOrderStatus, to: WorkOrderStatus): TransitionResult {
  if (WORKFLOW_RUN_MOVES[from].includes(to) || (from === to && RUN_FROM.includes(from))) return { ok: true, next: to };
  return { ok: false, key: 'workOrder.errors.runTransition' };
}

/** The actions a status allows (the buttons a detail page offers, before the caller's role is considered). */
export const allowedActions = (status: WorkOrderStatus): WorkOrderAction[] => WORK_ORDER_ACTIONS.filter((a) => WORK_ORDER_TRANSITIONS[status][a] !== undefined);

/** Open work: not ended (completed, closed, cancelled, voided). */
export const ENDED_STATUSES: readonly WorkOrderStatus[] = ['completed', 'closed', 'cancelled', 'voided'];

export const WORK_ORDER_STATUS_LABELS = Object.fromEntries(WORK_ORDER_STATUSES.map((s) => [s, `workOrder.status.${s}`])) as Readonly<
  Record<WorkOrderStatus, MessageKey>
>;
export const WORK_ORDER_ACTION_LABELS = Object.fromEntries(WORK_ORDER_ACTIONS.map((a) => [a, `workOrder.actions.${a}`])) as Readonly<
  Record<WorkOrderAction, MessageKey>
>;

/** Where a work order came from (issue 13 item 2). */
export const WORK_ORDER_SOURCES = ['manual', 'request', 'plan', 'inspection', 'alarm', 'equipmentIo', 'patrol'] as const;
export type WorkOrderSource = (typeof WORK_ORDER_SOURCES)[number];

/** Priority levels 1 (lowest) to 5 (SPEC §9 "levels 1 to 5"). */
export const WORK_ORDER_PRIORITIES = [1, 2, 3, 4, 5] as const;

/** A work-order type's code: letters, digits and `_ . -`, 1–50 characters. */
export const WORK_ORDER_TYPE_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,50}$/;
/** A client's id for one submission (a UUID or any token): a second submit with it is refused. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** A fee: up to 10 digits and 2 decimals. */
export const FEE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** Limits of the work-order forms. */
export const WORK_ORDER_LIMITS = {
  title: 100,
  description: 2000,
  note: 500,
  name: 100,
  remark: 500,
  /** Response and completion limits of a priority level, in minutes (up to 365 days). */
  minutes: [1, 525_600],
  handlers: 20,
  poolMembers: 200,
  fields: 50,
  options: 100,
  batch: 100,
  score: [1, 5],
} as const;
