import { useSyncExternalStore } from 'react';

/** Counts calls in flight that asked for the loading overlay. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = (): void => listeners.forEach((listener) => listener());

export const loadingStore = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  count: (): number => pending,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLoadingCount = (): number =>
  useSyncExternalStore(loadingStore.subscribe, loadingStore.count, loadingStore.count);
