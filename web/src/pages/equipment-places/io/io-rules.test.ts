import { Permission } from '@gengyun/contracts';
import { ioButtons, IoState } from './io-rules';
import { ioPayload } from './io.api';

const with_ = (...codes: string[]) => (code: string) => codes.includes(code);
const editor = with_(Permission.equipmentIo.list, Permission.equipmentIo.edit);
const approver = with_(Permission.equipmentIo.list, Permission.equipmentIo.approve);
const viewer = with_(Permission.equipmentIo.list);

describe('io buttons by state and permission', () => {
  it('lets an editor edit and submit drafts, edit rejected orders, nothing else', () => {
    expect(ioButtons(IoState.draft, editor)).toEqual({ edit: true, submit: true, approve: false, reject: false });
    expect(ioButtons(IoState.rejected, editor)).toEqual({ edit: true, submit: false, approve: false, reject: false });
    expect(ioButtons(IoState.submitted, editor)).toEqual({ edit: false, submit: false, approve: false, reject: false });
    expect(ioButtons(IoState.done, editor)).toEqual({ edit: false, submit: false, approve: false, reject: false });
  });

  it('lets an approver approve or reject submitted orders only', () => {
    expect(ioButtons(IoState.submitted, approver)).toEqual({ edit: false, submit: false, approve: true, reject: true });
    for (const state of [IoState.draft, IoState.rejected, IoState.done]) expect(ioButtons(state, approver)).toEqual({ edit: false, submit: false, approve: false, reject: false });
  });

  it('shows a list-only user no action at all', () => {
    for (const state of [0, 1, 2, 3]) expect(Object.values(ioButtons(state, viewer)).some(Boolean)).toBe(false);
  });
});

describe('io payload', () => {
  it('sends unique equipment ids, the target and a trimmed remark; no status means unchanged', () => {
    expect(ioPayload({ direction: 3, to_position_id: 4, to_status: null, remark: '  ' }, [{ id: 1 }, { id: 2 }, { id: 1 }], 8)).toEqual({
      id: 8, direction: 3, to_position_id: 4, to_status: undefined, equipment_ids: [1, 2], remark: undefined,
    });
  });
});
