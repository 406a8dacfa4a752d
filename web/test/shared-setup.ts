// Files of the `shared` project run one after another in the same worker, which keeps jsdom, antd and every module
// they import loaded (vite.config.ts). Before each file this puts back what a fresh worker would have.
import { cleanup } from '@testing-library/react';
import { DEFAULT_LANG, LANGS } from '@gengyun/contracts/i18n/catalog';
import { messages } from '@gengyun/contracts';
import { message } from 'antd';
import { setNotifier } from '@/api/notifier';
import { queryClient } from '@/api/query-client';
import { preferencesStore, sessionStore } from '@/app/session-store';
import { i18n, labelsOf } from '@/i18n/i18n-instance';

// Testing Library registers its own after-each unmount only when it is first loaded, i.e. for the worker's first file.
afterEach(cleanup);

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// A helper's module-level mocks (the page harness's toasts) start with no calls, as after a fresh import.
vi.resetAllMocks();
// The body keeps what antd put there outside React's roots (the containers of its static toasts, which it reuses).
for (const element of [document.documentElement, document.body]) for (const { name } of [...element.attributes]) element.removeAttribute(name);
document.title = '';
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
sessionStore.reset();
preferencesStore.reset();
queryClient.clear();
// Toasts go to antd's static messages again (the page harness sends them to mocks).
setNotifier({ success: (text) => void message.success(text), error: (text) => void message.error(text), warning: (text) => void message.warning(text), info: (text) => void message.info(text) });
// Texts another file laid over the shipped ones (server labels) go; the language is the first paint's.
for (const lang of LANGS) i18n.addResourceBundle(lang, 'translation', labelsOf(messages, lang), true, true);
void i18n.changeLanguage(DEFAULT_LANG);
