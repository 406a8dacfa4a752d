import { adminToken, api, eventually } from './support/api';
import { openAs, startBrowserRig, type BrowserRig } from './support/browser';
import { alarmOf, meterWithDevice, type Device } from './support/devices';
import { smsGateway, type SmsGateway } from '../support/sms-gateway';

interface Delivery {
  alarm_id: number;
  step: number;
  status: string;
}

/** Each test has its own meter, device connection and page. */
describe('live monitoring and alarms in Chromium', () => {
  let rig: BrowserRig;
  let token: string;
  let gateway: SmsGateway;
  const devices: Device[] = [];
  const device = async (code: string, name: string): Promise<Device> => {
    const made = await meterWithDevice(rig.url, token, { code, name });
    devices.push(made);
    return made;
  };
  const deliveries = async (alarmId: number): Promise<Delivery[]> =>
    (await api<{ rows: Delivery[] }>(rig.url, '/delivery/pageList', { alarm_id: alarmId }, token)).rows.filter((d) => d.alarm_id === alarmId);

  beforeAll(async () => {
    rig = await startBrowserRig();
    token = await adminToken(rig.url);
    // Alarm SMS go out only through a configured gateway: the enterprise's is a local one that records what it gets.
    gateway = await smsGateway();
    await api(rig.url, '/messageConfig/update', { sms_url: gateway.url }, token);
  });
  afterEach(() => rig.closePages());
  afterAll(async () => {
    await Promise.all(devices.map((d) => d.close()));
    await api(rig.url, '/messageConfig/update', { sms_url: null }, token);
    await Promise.all([rig.close(), gateway.close()]);
  });

  it('moves a meter value on the monitor page without reload', async () => {
    const meter = await device('FM-901', '出水流量计');
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, `/gengyun/monitor/view?id=${meter.meterId}`);
    // The server has confirmed the page in the meter's room: readings published from now on are pushed to it.
    await page.locator('[data-testid="meter-view-page"][data-live="true"]').waitFor();
    const value = page.getByTestId(`meter-value-${meter.meterId}-instant_flow`).first();
    await meter.send({ instant_flow: 120.5, cumulative: 1000, pressure: 0.3 });
    await value.filter({ hasText: '120.5' }).waitFor();
    await meter.send({ instant_flow: 131.25, cumulative: 1001, pressure: 0.31 });
    await value.filter({ hasText: '131.25' }).waitFor();
    await rig.shot(page, 'monitor-live-value');
  });

  it('raises an alarm the operator sees live, acknowledges it, and the escalation stops', async () => {
    const meter = await device('FM-900', '进水流量计');
    await api(
      rig.url,
      '/alarmRule/add',
      {
        name: '进水流量过高',
        meter_id: meter.meterId,
        quantity: 'instant_flow',
        condition: 'high',
        threshold: 500,
        severity: 4,
        phones: ['13800000001'],
        sms_intervals: [3, 3, 3, 3],
        interval_unit: 'second',
      },
      token,
    );
    const page = await rig.newPage({ width: 1920, height: 1080 });
    await openAs(page, rig.url, '/gengyun/monitor/alarm');
    // The header has joined the alarms room (the banner hears alarm.raised) before the value crosses the threshold.
    await page.locator('[data-testid="alarm-count"][data-live="true"]').waitFor();
    await meter.send({ instant_flow: 812, cumulative: 1002, pressure: 0.35 });
    const alarm = await alarmOf(rig.url, token, meter.meterId);
    await page.getByTestId(`alarm-row-${alarm.id}`).waitFor();
    await page.getByTestId('alarm-banner').waitFor();
    await rig.shot(page, 'alarm-raised');

    await page.getByTestId(`alarm-ack-${alarm.id}`).click();
    await page.getByTestId('alarm-ack-note').fill('已安排人员到场');
    await page.getByTestId('alarm-ack-submit').click();
    await eventually(
      async () => (await api<{ status: string }>(rig.url, '/alarm/detail', { id: alarm.id }, token)).status,
      (status) => status === 'acknowledged',
    );
    const sentBefore = await eventually(() => deliveries(alarm.id), (sent) => sent.some((d) => d.step === 1 && d.status === 'sent'));
    // Nothing more may be sent: wait out more than one step's interval (3 s) and count again.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect((await deliveries(alarm.id)).length).toBe(sentBefore.length);
    expect(gateway.messages('13800000001')).toHaveLength(sentBefore.filter((d) => d.status === 'sent').length);
    await rig.shot(page, 'alarm-acknowledged');
  });
});
