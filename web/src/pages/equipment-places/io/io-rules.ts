import { type Can } from '@/app/permissions';
import { P } from '../common/permissions';

/** draft → submitted → done | rejected (rejected orders are edited back to draft). docs/decisions/equipment.md */
export const IoState = { draft: 0, submitted: 1, rejected: 2, done: 3 } as const;
export type IoStateValue = (typeof IoState)[keyof typeof IoState];
export const IO_STATES: readonly IoStateValue[] = [0, 1, 2, 3];

export const IoDirection = { in: 1, out: 2, transfer: 3 } as const;
export type IoDirectionValue = (typeof IoDirection)[keyof typeof IoDirection];
export const IO_DIRECTIONS: readonly IoDirectionValue[] = [1, 2, 3];

/** Statuses an order may move equipment to (scrapping is its own action). */
export const IO_TARGET_STATUSES = [1, 2, 4, 5, 6] as const;
/** The server's default target status per direction: in → in storage, out → in use, transfer → unchanged. */
export const IO_DEFAULT_STATUS: Record<IoDirectionValue, number | undefined> = { 1: 4, 2: 1, 3: undefined };

export interface IoButtons {
  edit: boolean;
  submit: boolean;
  approve: boolean;
  reject: boolean;
}

/**
 * Which buttons an order shows, by its state and the session's permission codes: edit (draft or rejected) and
 * submit (draft) need `equipment:io:edit`; approve and reject (submitted) need `equipment:io:approve`.
 */
export function ioButtons(state: number, can: Can): IoButtons {
  const mayEdit = can(P.io.edit);
  const mayApprove = can(P.io.approve);
  return {
    edit: mayEdit && (state === IoState.draft || state === IoState.rejected),
    submit: mayEdit && state === IoState.draft,
    approve: mayApprove && state === IoState.submitted,
    reject: mayApprove && state === IoState.submitted,
  };
}

export const IO_STATE_COLOURS: Record<IoStateValue, string> = { 0: 'default', 1: 'processing', 2: 'error', 3: 'success' };
export const IO_DIRECTION_COLOURS: Record<IoDirectionValue, string> = { 1: 'green', 2: 'orange', 3: 'blue' };
