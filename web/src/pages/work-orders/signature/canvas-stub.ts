import { fireEvent } from '@testing-library/react';

/** A 1×1 PNG, what the stubbed canvas exports. */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * jsdom has no 2D canvas (test-only): every context method becomes a recorded no-op, properties are kept, and
 * `toDataURL` answers a tiny PNG. Answers the context the canvases share, and a restore.
 */
export function stubCanvas(): { context: Record<string | symbol, unknown>; restore: () => void } {
  const proto = HTMLCanvasElement.prototype;
  // The prototype's own properties are put back as they were (a bound copy would keep `this` on the prototype and break
  // every canvas after the restore, in the files that share this worker).
  const saved = { getContext: Object.getOwnPropertyDescriptor(proto, 'getContext'), toDataURL: Object.getOwnPropertyDescriptor(proto, 'toDataURL') };
  const store: Record<string | symbol, unknown> = {};
  const context = new Proxy(store, {
    get: (target, key) => {
      if (!(key in target)) target[key] = vi.fn();
      return target[key];
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  proto.getContext = vi.fn(() => context) as unknown as typeof proto.getContext;
  proto.toDataURL = vi.fn(() => TINY_PNG);
  return {
    context,
    restore: () => {
      if (saved.getContext) Object.defineProperty(proto, 'getContext', saved.getContext);
      if (saved.toDataURL) Object.defineProperty(proto, 'toDataURL', saved.toDataURL);
    },
  };
}

/** A stroke with the mouse across a pad's canvas (test-only; stub `PointerEvent` away first, jsdom's carry no buttons). */
export function drawStroke(el: HTMLElement): void {
  fireEvent.mouseDown(el, { buttons: 1, clientX: 10, clientY: 10 });
  for (let x = 20; x <= 120; x += 20) fireEvent.mouseMove(document, { buttons: 1, clientX: x, clientY: 10 + x / 4 });
  fireEvent.mouseUp(document, { buttons: 0, clientX: 120, clientY: 40 });
}

/**
 * A pad ready to draw on in jsdom (test-only): the stubbed canvas, a laid-out size, and mouse events (jsdom's pointer
 * events carry no buttons). Answers the restore.
 */
export function stubPad(width = 300, height = 160): { restore: () => void } {
  const canvas = stubCanvas();
  vi.stubGlobal('PointerEvent', undefined);
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetWidth', { configurable: true, get: () => width });
  Object.defineProperty(HTMLCanvasElement.prototype, 'offsetHeight', { configurable: true, get: () => height });
  return {
    restore: () => {
      canvas.restore();
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetWidth');
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetHeight');
    },
  };
}
