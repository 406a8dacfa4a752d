import { connectAsync, type MqttClient } from 'mqtt';
import type { Page } from 'playwright-core';
import { adminToken, api, eventually } from './support/api';
import { loginThroughPage, startBrowserRig, type BrowserRig } from './support/browser';

interface Credentials {
  username: string;
  password: string;
  topic: string;
}
interface Delivery {
  alarm_id: number;
  step: number;
  status: string;
}

describe('live monitoring and alarms in Chromium', () => {
  let rig: BrowserRig;
  let page: Page;
  let token: string;
  let device: MqttClient;
  let meterId: number;
  let topic: string;
  const send = (values: Record<string, number>) =>
    device.publishAsync(topic, JSON.stringify({ ts: Date.now(), values }), { qos: 1 });

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
    const { meter, credential } = await api<{ meter: { id: number }; credential: Credentials }>(
      rig.url,
      '/meter/add',
      { meter_code: 'FM-900', name: '进水流量计', meter_type: 'flowmeter' },
      token,
    );
    meterId = meter.id;
    topic = `${credential.topic.replace(/\/up$/, '')}/up`;
    const { brokerPort } = await api<{ brokerPort: number }>(rig.url, '/monitor/snapshot', {}, token);
    device = await connectAsync(`mqtt://127.0.0.1:${brokerPort}`, { username: credential.username, password: credential.password, clientId: 'fm-900', reconnectPeriod: 0 });
    await api(rig.url, '/alarmRule/add', {
      name: '进水流量过高',
      meter_id: meterId,
      quantity: 'instant_flow',
      condition: 'high',
      threshold: 500,
      severity: 4,
      phones: ['13800000001'],
      sms_intervals: [3, 3, 3, 3],
      interval_unit: 'second',
    }, token);
    page = await rig.newPage({ width: 1920, height: 1080 });
    await loginThroughPage(page, rig.url);
  });
  afterAll(async () => {
    await device?.endAsync();
    await rig.close();
  });

  it('moves a meter value on the monitor page without reload', async () => {
    await page.goto(`${rig.url}/gengyun/monitor/view?id=${meterId}`);
    await send({ instant_flow: 120.5, cumulative: 1000, pressure: 0.3 });
    const value = page.getByTestId(`meter-value-${meterId}-instant_flow`).first();
    await value.filter({ hasText: '120.5' }).waitFor();
    await send({ instant_flow: 131.25, cumulative: 1001, pressure: 0.31 });
    await value.filter({ hasText: '131.25' }).waitFor();
    await rig.shot(page, 'monitor-live-value');
  });

  it('raises an alarm the operator sees live, acknowledges it, and the escalation stops', async () => {
    await page.goto(`${rig.url}/gengyun/monitor/alarm`);
    await page.getByTestId('alarm-count').waitFor();
    await send({ instant_flow: 812, cumulative: 1002, pressure: 0.35 });
    const [alarm] = await eventually(
      async () => (await api<{ rows: Array<{ id: number; status: string }> }>(rig.url, '/alarm/pageList', {}, token)).rows,
      (rows) => rows.length > 0,
    );
    const row = page.getByTestId(`alarm-row-${alarm!.id}`);
    await row.waitFor({ timeout: 5000 });
    await page.getByTestId('alarm-banner').waitFor();
    await rig.shot(page, 'alarm-raised');

    await page.getByTestId(`alarm-ack-${alarm!.id}`).click();
    await page.getByTestId('alarm-ack-note').fill('已安排人员到场');
    await page.getByTestId('alarm-ack-submit').click();
    await eventually(
      async () => (await api<{ status: string }>(rig.url, '/alarm/detail', { id: alarm!.id }, token)).status,
      (status) => status === 'acknowledged',
    );
    const sentBefore = await deliveries(alarm!.id);
    expect(sentBefore.some((d) => d.step === 1 && d.status === 'sent')).toBe(true);
    await new Promise((r) => setTimeout(r, 4500));
    expect((await deliveries(alarm!.id)).length).toBe(sentBefore.length);
    await rig.shot(page, 'alarm-acknowledged');
  });

  const deliveries = async (alarmId: number): Promise<Delivery[]> =>
    (await api<{ rows: Delivery[] }>(rig.url, '/delivery/pageList', { alarm_id: alarmId }, token)).rows.filter((d) => d.alarm_id === alarmId);
});
