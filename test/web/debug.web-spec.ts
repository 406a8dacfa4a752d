/// <reference lib="dom" />
import { loginThroughPage, startBrowserRig } from './support/browser';
it('debug', async () => {
  const rig = await startBrowserRig();
  const page = await rig.newPage();
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  page.on('response', async (r) => { if (r.url().includes('changeLang')) logs.push(`${r.status()} ${await r.text()}`); });
  await loginThroughPage(page, rig.url);
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('lang-en_US').click();
  await page.waitForTimeout(3000);
  await rig.shot(page, 'debug-lang');
  console.log(logs.join('\n'), await page.getByTestId('menu').innerText());
  await rig.close();
}, 60000);
