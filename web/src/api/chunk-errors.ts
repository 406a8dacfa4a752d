import { translate } from '@/i18n/t';
import { notifier } from './notifier';

/** SPEC section 9: script chunks time out at 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

const CHUNK_PATTERN = /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|chunk load timeout/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_PATTERN.test(error.message));

let lastShown = 0;

/** Toast with a reload hint (at most once every 5 s). */
export function notifyChunkLoadError(): void {
  const now = Date.now();
  if (now - lastShown < 5_000) return;
  lastShown = now;
  notifier().error(translate('web.errors.chunkLoad'));
}

/** Vite reports failed preloads of a route's chunks with this event. */
export function installChunkErrorListener(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    notifyChunkLoadError();
  });
}

/** An import() with the 120 s limit; a failure is reported (toast) and rethrown. */
export function importWithTimeout<T>(load: () => Promise<T>, timeout = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error('chunk load timeout');
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeout);
  });
  return Promise.race([load(), limit])
    .catch((error: unknown) => {
      if (isChunkLoadError(error)) notifyChunkLoadError();
      throw error;
    })
    .finally(() => clearTimeout(timer));
}
