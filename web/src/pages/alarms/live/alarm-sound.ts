import { createStore, useStore } from '@/app/create-store';

/**
 * The alarm sound: a short beep made with the Web Audio API (no audio file), and the operator's mute switch,
 * remembered in localStorage (through the app's storage, key `gy.alarmMuted`; cleared with the session).
 */
export const MUTE_STORAGE_NAME = 'alarmMuted';
export const muteStore = createStore<boolean>(false, MUTE_STORAGE_NAME);
export const useAlarmMuted = (): boolean => useStore(muteStore);
export const setAlarmMuted = (muted: boolean): void => muteStore.set(muted);
export const toggleAlarmMuted = (): void => muteStore.set((muted) => !muted);

/** Two beeps closer than this are one (the header and a page may both react to the same event). */
export const BEEP_GAP_MS = 800;

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;
let lastBeep = Number.NEGATIVE_INFINITY;

const audioClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

/** The shared AudioContext, created on first use; browsers start it suspended until a user gesture. */
function audio(): AudioContext | null {
  if (context) return context;
  const Class = audioClass();
  if (!Class) return null;
  try {
    context = new Class();
  } catch {
    return null;
  }
  return context;
}

/** Call from a user gesture (any click) so later beeps may play under the autoplay policy. */
export function unlockAudio(): void {
  const ctx = audio();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

/** Tone per severity: higher and more pulses for the more severe alarms. */
export const toneFor = (severity: number): { frequency: number; pulses: number } => {
  const level = Math.min(5, Math.max(1, Math.round(severity) || 1));
  return { frequency: 660 + level * 110, pulses: level >= 4 ? 3 : level >= 2 ? 2 : 1 };
};

/**
 * Beeps unless muted or beeped within BEEP_GAP_MS; returns whether it played. `now` and `muted` are for tests.
 */
export function beep(severity = 3, now = Date.now(), muted = muteStore.get()): boolean {
  if (muted || now - lastBeep < BEEP_GAP_MS) return false;
  const ctx = audio();
  if (!ctx) return false;
  lastBeep = now;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const { frequency, pulses } = toneFor(severity);
  const start = ctx.currentTime + 0.02;
  for (let i = 0; i < pulses; i++) {
    const at = start + i * 0.22;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.15, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.18);
  }
  return true;
}

/** Test hook. */
export const resetSoundForTests = (): void => {
  context = null;
  lastBeep = Number.NEGATIVE_INFINITY;
};
