// Files of the `shared` project run one after another in the same worker, which keeps jsdom, antd and every module
// they import loaded (vite.config.ts). Before each file this puts back what a fresh worker would have, and after each
// it takes away what the file left in the document and on the DOM's prototypes.
import { cleanup } from '@testing-library/react';
import { DEFAULT_LANG, LANGS } from '@gengyun/contracts/i18n/catalog';
import { messages } from '@gengyun/contracts';
import { message, Modal, notification } from 'antd';
import { resetSessionEndingForTests } from '@/api/client';
import { setNotifier } from '@/api/notifier';
import { queryClient } from '@/api/query-client';
import { endSession } from '@/api/session-end';
import { preferencesStore, sessionStore } from '@/app/session-store';
import { i18n, labelsOf } from '@/i18n/i18n-instance';

/** Where tests define layout (`clientWidth`), stub the canvas or the geolocation: their own keys go back as they were. */
const patchedObjects = (): object[] => [Element.prototype, HTMLElement.prototype, HTMLCanvasElement.prototype, navigator];
const WINDOW_SIZES = ['innerWidth', 'innerHeight', 'outerWidth', 'outerHeight', 'devicePixelRatio'] as const;
/** This file runs again for every file; the worker's baseline is kept on the global object. */
const BASELINE = Symbol.for('gengyun.sharedWorkerBaseline');

/** What the worker had before its first file: the document's nodes, the patched prototypes' own keys, the window's size. */
interface Baseline {
  nodes: Set<Node>;
  prototypes: Map<object, Map<PropertyKey, PropertyDescriptor>>;
  window: Record<(typeof WINDOW_SIZES)[number], number>;
}

const ownDescriptors = (target: object): Map<PropertyKey, PropertyDescriptor> =>
  new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor]));

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor): boolean =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable && a.configurable === b.configurable;

/** React still renders into it (antd's static toasts portal into the body, and reuse that node): it stays. */
const heldByReact = (node: Node): boolean => Object.keys(node).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'));

function takeBaseline(): Baseline {
  const holder = globalThis as { [BASELINE]?: Baseline };
  holder[BASELINE] ??= {
    nodes: new Set([...document.head.childNodes, ...document.body.childNodes]),
    prototypes: new Map(patchedObjects().map((target) => [target, ownDescriptors(target)])),
    window: Object.fromEntries(WINDOW_SIZES.map((name) => [name, window[name]])) as Baseline['window'],
  };
  return holder[BASELINE];
}

/** Everything a file may leave behind that a fresh worker would not have. */
function removeLeftovers(baseline: Baseline): void {
  cleanup();
  // antd's static toasts and dialogs close (its toast holders stay: antd keeps and reuses them).
  if (document.querySelector('.ant-message')) message.destroy();
  if (document.querySelector('.ant-notification')) notification.destroy();
  Modal.destroyAll();
  // Nodes no React root renders: Leaflet maps built on elements a test appended itself, elements added by hand, the
  // styles antd inserted (it inserts them again when a component mounts).
  for (const node of [...document.head.childNodes, ...document.body.childNodes]) {
    if (!baseline.nodes.has(node) && !heldByReact(node)) node.parentNode?.removeChild(node);
  }
  for (const [target, before] of baseline.prototypes) {
    for (const key of Reflect.ownKeys(target)) if (!before.has(key)) Reflect.deleteProperty(target, key);
    for (const [key, descriptor] of before) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (!now || !sameDescriptor(now, descriptor)) Object.defineProperty(target, key, descriptor);
    }
  }
  const resized = WINDOW_SIZES.filter((name) => window[name] !== baseline.window[name]);
  for (const name of resized) (window as unknown as Record<string, number>)[name] = baseline.window[name];
  if (resized.length) window.dispatchEvent(new Event('resize'));
}

// Testing Library registers its own after-each unmount only when it is first loaded, i.e. for the worker's first file.
afterEach(cleanup);

const baseline = takeBaseline();
// A file that failed to load runs no after-all: what it left goes before the next one.
removeLeftovers(baseline);
afterAll(() => removeLeftovers(baseline));

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// A helper's module-level mocks (the page harness's toasts) start with no calls, as after a fresh import.
vi.resetAllMocks();
for (const element of [document.documentElement, document.body]) for (const { name } of [...element.attributes]) element.removeAttribute(name);
document.title = '';
window.history.replaceState(null, '', '/');
// The session and what is kept with it: stored values, the session and tab stores, the query cache, the menu asked
// for at a login; then the display preferences too.
endSession();
localStorage.clear();
sessionStorage.clear();
sessionStore.reset();
preferencesStore.reset();
queryClient.clear();
// A 402 answered in an earlier file ends the session again.
resetSessionEndingForTests();
// Toasts go to antd's static messages again (the page harness sends them to mocks).
setNotifier({ success: (text) => void message.success(text), error: (text) => void message.error(text), warning: (text) => void message.warning(text), info: (text) => void message.info(text) });
// Texts another file laid over the shipped ones (server labels) go; the language is the first paint's.
for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', labelsOf(messages, lang), true, true);
void i18n.changeLanguage(DEFAULT_LANG);
