import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, SETTINGS, type SettingKey } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { changedItems, checkRow, groupRows, type ConfigRow } from './system-config.api';
import { durationText } from './SecondsListInput';
import { SystemConfigPage } from './SystemConfigPage';

// jsdom has no layout: give the picker's map a size so Leaflet can draw it.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});

const row = (key: SettingKey, value?: ConfigRow['value']): ConfigRow => {
  const entry = SETTINGS[key];
  return { key, value: value ?? (entry.default as ConfigRow['value']), spec: entry.spec, group: entry.group, label: entry.label, is_default: value === undefined };
};
const rows: ConfigRow[] = [row('site.title'), row('site.defaultTheme'), row('map.center'), row('upload.imageCountLimit'), row('alarm.smsIntervals'), row('alarm.mailEnabled')];

describe('setting values', () => {
  it('are checked as the server checks them', () => {
    expect(checkRow(row('upload.imageCountLimit'), 12)).toEqual({ ok: true, value: 12 });
    expect(checkRow(row('upload.imageCountLimit'), 51)).toMatchObject({ ok: false, error: 'system.errors.settingInteger', params: [{ key: 'system.config.keys.imageCountLimit' }, 1, 50] });
    expect(checkRow(row('alarm.smsIntervals'), [60, null, 900, 1800] as unknown as number[])).toMatchObject({ ok: false, error: 'system.errors.settingSeconds' });
    expect(checkRow(row('map.center'), { lat: 31.2, lng: 121.5, zoom: 12 })).toEqual({ ok: true, value: { lat: 31.2, lng: 121.5, zoom: 12 } });
    expect(checkRow(row('map.center'), { lat: 95, lng: 121.5, zoom: 12 })).toMatchObject({ ok: false, error: 'system.errors.settingMapView' });
    expect(checkRow(row('site.defaultTheme'), 'blue')).toMatchObject({ ok: false, error: 'system.errors.settingChoice' });
  });

  it('only changed ones are sent, typed', () => {
    const values = { 'site.title': 'Plant East', 'upload.imageCountLimit': 9, 'alarm.smsIntervals': [60, 300, 900, 1800], 'map.center': { lat: 31.2, lng: 121.5, zoom: 12 } };
    expect(changedItems(rows, values)).toEqual([
      { key: 'site.title', value: 'Plant East' },
      { key: 'map.center', value: { lat: 31.2, lng: 121.5, zoom: 12 } },
    ]);
  });

  it('groups keep the server order; durations read naturally', () => {
    expect(groupRows(rows).map((g) => g.group)).toEqual(['basic', 'map', 'upload', 'alarm']);
    const units = { h: 'h', min: 'min', s: 's' };
    expect([45, 300, 5400, 3661].map((n) => durationText(n, units))).toEqual(['45 s', '5 min', '1 h 30 min', '1 h 1 min 1 s']);
  });
});

describe('SystemConfigPage', { timeout: 30_000 }, () => {
  it('renders a typed control per setting, never a JSON text box', async () => {
    fakeServer([Permission.system.config], { '/systemConfig/list': rows });
    renderPage(<SystemConfigPage />);
    const page = await screen.findByTestId('system-config-page');
    expect(page.querySelector('textarea')).toBeNull();
    expect(screen.getByTestId('config-value-upload.imageCountLimit')).toHaveAttribute('aria-valuemax', '50');
    expect(within(screen.getByTestId('config-group-upload')).getByText('pictures')).toBeInTheDocument();
    expect(screen.getByTestId('config-value-alarm.mailEnabled')).toHaveAttribute('role', 'switch');
    expect(screen.getByTestId('config-value-site.defaultTheme-light')).toBeInTheDocument();
    expect(screen.getByTestId('config-value-map.center-lat')).toHaveValue('39.909000');
    expect(screen.getByTestId('config-value-alarm.smsIntervals-1')).toHaveValue('300');
    expect(screen.getByTestId('config-value-alarm.smsIntervals-1-text')).toHaveTextContent('5 min');
    expect(await screen.findByTestId('map-view-marker', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('saves the typed values of the controls', async () => {
    const server = fakeServer([Permission.system.configList, Permission.system.config], { '/systemConfig/list': rows, '/systemConfig/update': rows });
    renderPage(<SystemConfigPage />);
    fireEvent.change(await screen.findByTestId('config-value-upload.imageCountLimit'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('config-value-alarm.mailEnabled'));
    fireEvent.click(screen.getByTestId('config-value-site.defaultTheme-light'));
    fireEvent.change(screen.getByTestId('config-value-map.center-lat'), { target: { value: '31.23' } });
    fireEvent.change(screen.getByTestId('config-value-map.center-zoom'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('config-value-alarm.smsIntervals-3'), { target: { value: '3600' } });
    fireEvent.click(screen.getByTestId('config-save'));
    await waitFor(() => expect(server.bodiesOf('/systemConfig/update')).toHaveLength(1));
    expect(JSON.parse(server.bodyOf('/systemConfig/update')?.items ?? '')).toEqual([
      { key: 'site.defaultTheme', value: 'light' },
      { key: 'map.center', value: { lat: 31.23, lng: 116.397, zoom: 12 } },
      { key: 'upload.imageCountLimit', value: 15 },
      { key: 'alarm.smsIntervals', value: [60, 300, 900, 3600] },
      { key: 'alarm.mailEnabled', value: true },
    ]);
  });

  it('an emptied interval blocks the save with the server’s message', async () => {
    const server = fakeServer([Permission.system.config], { '/systemConfig/list': rows });
    renderPage(<SystemConfigPage />);
    fireEvent.change(await screen.findByTestId('config-value-alarm.smsIntervals-2'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('config-save'));
    expect(await screen.findByText('Default alarm SMS intervals needs 4 whole numbers of seconds, each from 1 to 86400')).toBeInTheDocument();
    expect(server.bodiesOf('/systemConfig/update')).toHaveLength(0);
  });

  it('without the edit permission there is no save button and controls are disabled', async () => {
    fakeServer([Permission.system.configList], { '/systemConfig/list': rows });
    renderPage(<SystemConfigPage />);
    expect(await screen.findByTestId('config-value-site.title')).toBeDisabled();
    expect(screen.getByTestId('config-value-upload.imageCountLimit')).toBeDisabled();
    expect(screen.queryByTestId('config-save')).toBeNull();
  });
});
