import { P } from '../common/permissions';
import { alarmActions } from './alarm-actions';

const all = (): boolean => true;
const only =
  (...codes: string[]) =>
  (code: string): boolean =>
    codes.includes(code);

describe('alarm buttons by state and permission', () => {
  it('follows the transition table with every permission', () => {
    expect(alarmActions('raised', all)).toEqual({ acknowledge: true, clear: true, close: false });
    expect(alarmActions('acknowledged', all)).toEqual({ acknowledge: false, clear: true, close: false });
    expect(alarmActions('cleared', all)).toEqual({ acknowledge: false, clear: false, close: true });
    expect(alarmActions('closed', all)).toEqual({ acknowledge: false, clear: false, close: false });
  });

  it('hides what the user may not do', () => {
    expect(alarmActions('raised', only(P.alarm.list))).toEqual({
      acknowledge: false,
      clear: false,
      close: false,
    });
    expect(alarmActions('raised', only(P.alarm.acknowledge))).toEqual({
      acknowledge: true,
      clear: false,
      close: false,
    });
    expect(alarmActions('cleared', only(P.alarm.acknowledge, P.alarm.clear))).toEqual({
      acknowledge: false,
      clear: false,
      close: false,
    });
    expect(alarmActions('cleared', only(P.alarm.close))).toEqual({
      acknowledge: false,
      clear: false,
      close: true,
    });
  });
});
