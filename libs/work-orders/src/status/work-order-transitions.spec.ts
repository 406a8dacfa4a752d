import {
  WORK_ORDER_ACTIONS,
  WORK_ORDER_STATUSES,
  allowedActions,
  isMessageKey,
  messages,
  runTransition,
  transition,
  type WorkOrderAction,
  type WorkOrderStatus,
} from '@gengyun/contracts';

/**
 * The expected machine, written out move by move apart from the table's own shorthand: every status × action cell
 * not listed here must be refused, and every listed one must lead exactly where this says.
 */
const ALLOWED: Record<WorkOrderStatus, Partial<Record<WorkOrderAction, WorkOrderStatus>>> = {
  pending: { submit: 'pendingReview', release: 'toAssign', assign: 'toAccept', cancel: 'cancelled', void: 'voided' },
  pendingReview: { approve: 'toAssign', reject: 'voided', cancel: 'cancelled', void: 'voided' },
  toAssign: { assign: 'toAccept', grab: 'toRepair', markOverdue: 'overdue', cancel: 'cancelled', void: 'voided' },
  toAccept: { assign: 'toAccept', accept: 'toRepair', transfer: 'transferred', giveBack: 'returned', markOverdue: 'overdue', cancel: 'cancelled', void: 'voided' },
  transferred: { assign: 'toAccept', accept: 'toRepair', transfer: 'transferred', giveBack: 'returned', markOverdue: 'overdue', cancel: 'cancelled', void: 'voided' },
  returned: { assign: 'toAccept', release: 'toAssign', markOverdue: 'overdue', close: 'closed', cancel: 'cancelled', void: 'voided' },
  overdue: {
    assign: 'toAccept',
    grab: 'toRepair',
    accept: 'toRepair',
    transfer: 'transferred',
    giveBack: 'returned',
    start: 'processing',
    close: 'closed',
    cancel: 'cancelled',
    void: 'voided',
  },
  toRepair: { start: 'processing', transfer: 'transferred', giveBack: 'returned', markOverdue: 'overdue', cancel: 'cancelled', void: 'voided' },
  processing: { suspend: 'suspended', finish: 'pendingConfirmation', transfer: 'transferred', batchAssign: 'processing' },
  suspended: { resume: 'processing' },
  pendingConfirmation: { confirm: 'toReview', reject: 'rejected', batchAssign: 'pendingConfirmation' },
  rejected: { start: 'processing', transfer: 'transferred' },
  toReview: { approve: 'toEvaluate', reject: 'rejected' },
  toEvaluate: { evaluate: 'toConfirm' },
  toConfirm: { confirm: 'toArchive' },
  toArchive: { archive: 'completed' },
  completed: { close: 'closed' },
  closed: {},
  cancelled: {},
  voided: {},
};

/** SPEC §4's rules name their own refusal; everything else refused is "not in this status". */
const expectedRefusal = (status: WorkOrderStatus, action: WorkOrderAction): string => {
  if (action === 'cancel' && status === 'cancelled') return 'workOrder.errors.alreadyCancelled';
  if (action === 'cancel' && ['processing', 'suspended', 'rejected'].includes(status)) return 'workOrder.errors.processingCannotCancel';
  if (action === 'cancel' && ['pendingConfirmation', 'toReview', 'toEvaluate', 'toConfirm', 'toArchive', 'completed', 'closed'].includes(status)) {
    return 'workOrder.errors.finishedCannotCancel';
  }
  if (action === 'batchAssign') return 'workOrder.errors.batchAssignStatus';
  return 'workOrder.errors.transition';
};

const cells = WORK_ORDER_STATUSES.flatMap((status) => WORK_ORDER_ACTIONS.map((action) => [status, action] as const));

describe('the work-order status machine (SPEC §4), every status × action', () => {
  it('covers the twenty statuses SPEC §4 lists', () => {
    expect(WORK_ORDER_STATUSES).toHaveLength(20);
    expect(Object.keys(ALLOWED).sort()).toEqual([...WORK_ORDER_STATUSES].sort());
  });

  it.each(cells)('%s × %s', (status, action) => {
    const result = transition(status, action);
    const expected = ALLOWED[status][action];
    if (expected) expect(result).toEqual({ ok: true, next: expected });
    else expect(result).toEqual({ ok: false, key: expectedRefusal(status, action) });
  });

  it('processing cannot be cancelled; finished cannot be cancelled; cancelled cannot be cancelled again', () => {
    expect(transition('processing', 'cancel')).toEqual({ ok: false, key: 'workOrder.errors.processingCannotCancel' });
    expect(transition('completed', 'cancel')).toEqual({ ok: false, key: 'workOrder.errors.finishedCannotCancel' });
    expect(transition('pendingConfirmation', 'cancel')).toEqual({ ok: false, key: 'workOrder.errors.finishedCannotCancel' });
    expect(transition('cancelled', 'cancel')).toEqual({ ok: false, key: 'workOrder.errors.alreadyCancelled' });
  });

  it('batch assignment only for orders in processing or pending confirmation, and it keeps their status', () => {
    const allowed = WORK_ORDER_STATUSES.filter((s) => transition(s, 'batchAssign').ok);
    expect(allowed).toEqual(['processing', 'pendingConfirmation']);
    for (const s of allowed) expect(transition(s, 'batchAssign')).toEqual({ ok: true, next: s });
  });

  it('ended orders allow nothing but closing a completed one', () => {
    expect(allowedActions('cancelled')).toEqual([]);
    expect(allowedActions('voided')).toEqual([]);
    expect(allowedActions('closed')).toEqual([]);
    expect(allowedActions('completed')).toEqual(['close']);
  });

  it('every status can be reached from a new order (toAssign or toAccept)', () => {
    const reached = new Set<WorkOrderStatus>(['toAssign', 'toAccept', 'pending']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [status, action] of cells) {
        const r = transition(status, action);
        if (reached.has(status) && r.ok && !reached.has(r.next)) {
          reached.add(r.next);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...WORK_ORDER_STATUSES].sort());
  });

  it('every status, action and refusal has its text in both languages', () => {
    for (const s of WORK_ORDER_STATUSES) expect(isMessageKey(`workOrder.status.${s}`)).toBe(true);
    for (const a of WORK_ORDER_ACTIONS) expect(isMessageKey(`workOrder.actions.${a}`)).toBe(true);
    for (const [status, action] of cells) {
      const r = transition(status, action);
      if (!r.ok) expect(messages[r.key].zh_CN && messages[r.key].en_US).toBeTruthy();
    }
  });
});

/**
 * The workflow run's moves, written out: from the statuses a run may act in (a node's, a finished run's, or overdue
 * from the sweep) to what a node or an end event may stand for, or `returned` (a rejection with no task before it);
 * staying is a move too (the next node names no status).
 */
const STEPS = ['pending', 'pendingReview', 'toAssign', 'toAccept', 'toRepair', 'processing', 'pendingConfirmation', 'toReview', 'toEvaluate', 'toConfirm', 'toArchive'] as const;
const RUN_TARGETS: readonly WorkOrderStatus[] = [...STEPS, 'completed', 'closed', 'returned'];
const RUN_ALLOWED: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  pending: RUN_TARGETS,
  pendingReview: RUN_TARGETS,
  toAssign: RUN_TARGETS,
  toAccept: RUN_TARGETS,
  toRepair: RUN_TARGETS,
  processing: RUN_TARGETS,
  pendingConfirmation: RUN_TARGETS,
  toReview: RUN_TARGETS,
  toEvaluate: RUN_TARGETS,
  toConfirm: RUN_TARGETS,
  toArchive: RUN_TARGETS,
  // It stays overdue when the next node names no status.
  overdue: [...RUN_TARGETS, 'overdue'],
  // The run never acts here: its nodes wait (suspended), it stopped (ended), or no node is open (the rest).
  transferred: [],
  returned: [],
  suspended: [],
  rejected: [],
  completed: [],
  closed: [],
  cancelled: [],
  voided: [],
};
const pairs = WORK_ORDER_STATUSES.flatMap((from) => WORK_ORDER_STATUSES.map((to) => [from, to] as const));

describe('the workflow run’s moves through the status machine, every status × status', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = RUN_ALLOWED[from].includes(to);
    expect(runTransition(from, to)).toEqual(allowed ? { ok: true, next: to } : { ok: false, key: 'workOrder.errors.runTransition' });
  });

  it('never moves a suspended or ended order, and never into a status an action or the sweep owns', () => {
    for (const to of WORK_ORDER_STATUSES) {
      for (const from of ['suspended', 'completed', 'closed', 'cancelled', 'voided'] as const) expect(runTransition(from, to).ok).toBe(false);
      for (const owned of ['transferred', 'overdue', 'suspended', 'rejected', 'cancelled', 'voided'] as const) if (to !== owned) expect(runTransition(to, owned).ok).toBe(false);
    }
    expect(messages['workOrder.errors.runTransition'].zh_CN && messages['workOrder.errors.runTransition'].en_US).toBeTruthy();
  });
});
