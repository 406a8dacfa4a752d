import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AppConfig } from '@gengyun/core';
import { migrate } from '../../../apps/api/src/areas';
import { createApp } from '../../../apps/api/src/bootstrap';
import { seedDemo } from '../../../apps/api/src/seed';

const root = join(__dirname, '..', '..', '..');
export const screenshotDir = join(root, 'test-artifacts', 'screenshots');

export interface BrowserRig {
  app: NestFastifyApplication;
  url: string;
  browser: Browser;
  newPage(opts?: { width?: number; height?: number }): Promise<Page>;
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** The embedded server on a fresh SQLite database with the demo enterprise, the built web, and Chromium. */
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
  });
  await migrate(config);
  const app = await createApp(config);
  await seedDemo(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(screenshotDir, { recursive: true });
  const contexts: BrowserContext[] = [];
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    browser,
    newPage: async ({ width = 1366, height = 768 } = {}) => {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
      contexts.push(context);
      return context.newPage();
    },
    shot: async (page, name) => {
      await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
    },
    close: async () => {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
      await app.close();
    },
  };
}

/** Logs in through the login page and waits for the shell. */
export async function loginThroughPage(page: Page, url: string, account = 'admin', password = 'admin123'): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/gengyun/);
}
