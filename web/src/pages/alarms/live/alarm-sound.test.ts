import { secureStorage } from '@/app/secure-storage';
import {
  BEEP_GAP_MS,
  MUTE_STORAGE_NAME,
  beep,
  muteStore,
  resetSoundForTests,
  setAlarmMuted,
  toggleAlarmMuted,
  toneFor,
} from './alarm-sound';

class FakeAudioContext {
  static created = 0;
  static oscillators = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.created++;
  }
  resume = vi.fn(() => Promise.resolve());
  createOscillator() {
    FakeAudioContext.oscillators++;
    const node = {
      type: '',
      frequency: { setValueAtTime: vi.fn() },
      connect: vi.fn((next: unknown) => next),
      start: vi.fn(),
      stop: vi.fn(),
    };
    return node;
  }
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn((next: unknown) => next),
    };
  }
}

describe('alarm sound', () => {
  beforeEach(() => {
    localStorage.clear();
    muteStore.reset();
    resetSoundForTests();
    FakeAudioContext.oscillators = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('remembers the mute switch in localStorage', () => {
    expect(muteStore.get()).toBe(false);
    toggleAlarmMuted();
    expect(muteStore.get()).toBe(true);
    expect(localStorage.getItem(`gy.${MUTE_STORAGE_NAME}`)).not.toBeNull();
    expect(secureStorage.read<boolean>(MUTE_STORAGE_NAME)).toBe(true);
    setAlarmMuted(false);
    expect(secureStorage.read<boolean>(MUTE_STORAGE_NAME)).toBe(false);
  });

  it('beeps with Web Audio oscillators, never when muted, and once for events arriving together', () => {
    expect(beep(5, 10_000, true)).toBe(false);
    expect(FakeAudioContext.oscillators).toBe(0);
    expect(beep(5, 10_000, false)).toBe(true);
    expect(FakeAudioContext.oscillators).toBe(toneFor(5).pulses);
    expect(beep(5, 10_000 + BEEP_GAP_MS - 1, false)).toBe(false);
    expect(beep(1, 10_000 + BEEP_GAP_MS, false)).toBe(true);
  });

  it('uses the stored switch by default', () => {
    setAlarmMuted(true);
    expect(beep(3, 50_000)).toBe(false);
    setAlarmMuted(false);
    expect(beep(3, 50_000)).toBe(true);
  });

  it('rises in pitch and pulses with severity', () => {
    expect(toneFor(1)).toEqual({ frequency: 770, pulses: 1 });
    expect(toneFor(5).frequency).toBeGreaterThan(toneFor(3).frequency);
    expect(toneFor(5).pulses).toBe(3);
  });
});
