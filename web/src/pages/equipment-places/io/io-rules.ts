import { IO_DEFAULT_STATUS as SERVER_DEFAULT_STATUS, IO_DIRECTIONS, IO_STATES, IO_TARGET_STATUSES, IoDirection, IoState } from '@gengyun/contracts';
import { type Can } from '@/app/permissions';
import { P } from '../common/permissions';

/** draft → submitted → done | rejected (rejected orders are edited back to draft). docs/decisions/equipment.md */
export { IO_DIRECTIONS, IO_STATES, IO_TARGET_STATUSES, IoDirection, IoState };
export type IoStateValue = IoState;
export type IoDirectionValue = IoDirection;

/** The server's default target status per direction: in → in storage, out → in use, transfer → unchanged. */
export const IO_DEFAULT_STATUS: Record<IoDirectionValue, number | undefined> = {
  [IoDirection.in]: SERVER_DEFAULT_STATUS[IoDirection.in] ?? undefined,
  [IoDirection.out]: SERVER_DEFAULT_STATUS[IoDirection.out] ?? undefined,
  [IoDirection.transfer]: SERVER_DEFAULT_STATUS[IoDirection.transfer] ?? undefined,
};

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
