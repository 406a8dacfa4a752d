import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AppConfig } from '@gengyun/core';
import { migrate } from '../../../apps/api/src/areas';
import { createApp } from '../../../apps/api/src/bootstrap';
import { copyDemoSqlite } from '../../support/demo-template';
import { api } from './api';
import { registerFailureHook, type Watched } from './failure-artifacts';

const root = join(__dirname, '..', '..', '..');
export const screenshotDir = join(root, 'test-artifacts', 'screenshots');

/** Debian's Chromium with the flags STACK.md lists (never a downloaded browser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserRig {
  app: NestFastifyApplication;
  url: string;
  browser: Browser;
  /** A page in a fresh context (1366×768 unless told; the machine's time zone unless told), its console recorded for
   * the failure hook. */
  newPage(opts?: { width?: number; height?: number; timezoneId?: string }): Promise<Page>;
  shot(page: Page, name: string): Promise<void>;
  /** Closes the pages opened so far (call it after each test: open pages keep their clocks and sockets busy). */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded server on a fresh copy of a SQLite database with the demo enterprise, the built web, and Chromium. */
export async function startBrowserRig(): Promise<BrowserRig> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gengyun-web-'));
  const config = AppConfig.fromEnv({
    NODE_ENV: 'test',
    DB_URL: `sqlite:${join(dataDir, 'web.sqlite')}`,
    DATA_DIR: dataDir,
    WEB_DIST: join(root, 'web', 'dist'),
    LOG_LEVEL: 'silent',
    MQTT_BROKER_PORT: '0',
    SEED_DEMO: 'true',
    // The browser suites publish their own readings and count meters that never reported.
    DEMO_FEED: 'false',
    // Tests log in through the API per page; the per-minute login limit (its own API tests) would refuse the later ones.
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  });
  // The demo enterprise seeded once for every suite (`copyDemoSqlite`); migrating after it is a no-op unless it is stale.
  await copyDemoSqlite(join(dataDir, 'web.sqlite'), dataDir);
  await migrate(config);
  const app = await createApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  mkdirSync(screenshotDir, { recursive: true });
  const contexts: BrowserContext[] = [];
  const watched: Watched[] = [];
  const unregister = registerFailureHook(() => {
    watched.splice(0, watched.length, ...watched.filter((w) => !w.page.isClosed()));
    return watched;
  });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    browser,
    newPage: async ({ width = 1366, height = 768, timezoneId } = {}) => {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN', ...(timezoneId ? { timezoneId } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      watched.push({ page, log: recordConsole(page), opened: Date.now() });
      context.on('page', (popup) => {
        if (popup !== page) watched.push({ page: popup, log: recordConsole(popup), opened: Date.now() });
      });
      return page;
    },
    shot: async (page, name) => {
      await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
    },
    closePages: async () => {
      await Promise.all(contexts.splice(0).map((c) => c.close()));
    },
    close: async () => {
      unregister();
      await Promise.all(contexts.splice(0).map((c) => c.close()));
      await browser.close();
      await app.close();
    },
  };
}

/** Keeps the page's console messages, uncaught errors and failed requests, with the time since it opened. */
function recordConsole(page: Page): string[] {
  const log: string[] = [];
  const start = Date.now();
  const add = (line: string): void => {
    log.push(`+${((Date.now() - start) / 1000).toFixed(2)}s ${line}`);
  };
  page.on('console', (message) => add(`[${message.type()}] ${message.text()}${message.type() === 'error' && message.location().url ? ` (${message.location().url})` : ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) add(`[http ${response.status()}] ${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => add(`[pageerror] ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => add(`[requestfailed] ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`[navigated] ${frame.url()}`);
  });
  (page as Page & { __gyLog?: string[] }).__gyLog = log;
  return log;
}

/** The console lines recorded for a page of the rig. */
export const consoleOf = (page: Page): string[] => (page as Page & { __gyLog?: string[] }).__gyLog ?? [];

interface LoginAnswer {
  token: string;
  [field: string]: unknown;
}

/**
 * The web's storage scrambling (web/src/app/secure-storage.ts: XOR with a fixed key, base64, a `gy1:` mark), so a
 * test can hand the page a session obtained through the API.
 */
const STORAGE_KEY = 'gengyun-web-2024';
export const scrambleForStorage = (text: string): string => {
  const key = Buffer.from(STORAGE_KEY, 'utf8');
  const bytes = Buffer.from(text, 'utf8').map((byte, index) => byte ^ (key[index % key.length] as number));
  return `gy1:${Buffer.from(bytes).toString('base64')}`;
};

/**
 * Logs in through the API and gives the page that session (the login page itself is tested elsewhere), then opens
 * `path` and waits for the shell's menu. Returns the token for API calls as the same user.
 */
export async function openAs(page: Page, url: string, path = '/gengyun/home', account = 'admin', password = 'admin123'): Promise<string> {
  const answer = await api<LoginAnswer>(url, '/login', { account, password });
  // A blank document of the app's origin (answered by the test, not the server) to write the session into storage.
  const blank = `${url}/__test-blank`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    ([name, value]) => localStorage.setItem(name as string, value as string),
    ['gy.session', scrambleForStorage(JSON.stringify({ ...answer, online: true }))],
  );
  await page.goto(`${url}${path}`);
  await page.getByTestId('menu').waitFor();
  return answer.token;
}

/** Logs in through the login page and waits for the shell's menu. */
export async function loginThroughPage(page: Page, url: string, account = 'admin', password = 'admin123'): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/gengyun/);
  await page.getByTestId('menu').waitFor();
}

/** Picks the option labelled `label` of the antd select with the test id `testId`. */
export async function chooseOption(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).first().click();
}
