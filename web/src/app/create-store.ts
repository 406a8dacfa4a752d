import { useSyncExternalStore } from 'react';
import { secureStorage } from './secure-storage';

export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /** Drops the persisted copy and returns to the initial value. */
  reset(): void;
}

/** A tiny external store (no library), persisted through secureStorage under `name` when given. */
export function createStore<T>(initial: T, name?: string): Store<T> {
  let state: T = name ? (secureStorage.read<T>(name) ?? initial) : initial;
  const listeners = new Set<() => void>();
  const emit = (): void => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (current: T) => T)(state) : next;
      if (name) secureStorage.write(name, state);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initial;
      if (name) secureStorage.remove(name);
      emit();
    },
  };
}

export const useStore = <T,>(store: Store<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);
