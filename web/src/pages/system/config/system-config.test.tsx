import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { changedItems, groupRows, parseConfigValue, toFormValue, type ConfigRow } from './system-config.api';
import { SystemConfigPage } from './SystemConfigPage';

const rows: ConfigRow[] = [
  { key: 'site.title', value: '', value_type: 'string', group: 'basic', label: 'system.config.keys.siteTitle', is_default: true },
  { key: 'map.center', value: { lng: 1, lat: 2 }, value_type: 'json', group: 'basic', label: 'system.config.keys.mapCenter', is_default: true },
  { key: 'upload.imageCountLimit', value: 9, value_type: 'number', group: 'upload', label: 'system.config.keys.imageCountLimit', is_default: true },
  { key: 'workOrder.allowGrab', value: false, value_type: 'boolean', group: 'workOrder', label: 'system.config.keys.workOrderGrab', is_default: true },
];

describe('config value typing', () => {
  it('controls hold text for string and JSON items, numbers and booleans as such', () => {
    expect(rows.map(toFormValue)).toEqual(['', JSON.stringify({ lng: 1, lat: 2 }, null, 2), 9, false]);
  });

  it('parses each type as the server expects and refuses what does not fit', () => {
    expect(parseConfigValue('number', '12')).toEqual({ ok: true, value: 12 });
    expect(parseConfigValue('number', 'abc')).toEqual({ ok: false, error: 'system.admin.config.errors.number' });
    expect(parseConfigValue('number', null)).toEqual({ ok: false, error: 'system.admin.config.errors.number' });
    expect(parseConfigValue('boolean', true)).toEqual({ ok: true, value: true });
    expect(parseConfigValue('json', '[60, 300]')).toEqual({ ok: true, value: [60, 300] });
    expect(parseConfigValue('json', '{oops')).toEqual({ ok: false, error: 'system.admin.config.errors.json' });
    expect(parseConfigValue('string', 'x')).toEqual({ ok: true, value: 'x' });
  });

  it('sends only changed items, typed', () => {
    const values = { 'site.title': 'Gengyun', 'map.center': '{"lng":1,"lat":2}', 'upload.imageCountLimit': 12, 'workOrder.allowGrab': false };
    expect(changedItems(rows, values)).toEqual([
      { key: 'site.title', value: 'Gengyun' },
      { key: 'upload.imageCountLimit', value: 12 },
    ]);
  });

  it('groups rows in server order', () => {
    expect(groupRows(rows).map((g) => [g.group, g.rows.length])).toEqual([
      ['basic', 2],
      ['upload', 1],
      ['workOrder', 1],
    ]);
  });
});

describe('SystemConfigPage', { timeout: 30_000 }, () => {
  it('saves changed items with their typed values', async () => {
    const server = fakeServer([Permission.system.configList, Permission.system.config], { '/systemConfig/list': rows, '/systemConfig/update': rows });
    renderPage(<SystemConfigPage />);
    const count = await screen.findByTestId('config-value-upload.imageCountLimit');
    fireEvent.change(count, { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('config-value-workOrder.allowGrab'));
    fireEvent.click(screen.getByTestId('config-save'));
    await waitFor(() => expect(server.bodiesOf('/systemConfig/update')).toHaveLength(1));
    const [sent] = server.bodiesOf('/systemConfig/update');
    expect(Object.keys(sent ?? {})).toEqual(['items', 'token']);
    expect(JSON.parse(sent?.items ?? '')).toEqual([
      { key: 'upload.imageCountLimit', value: 15 },
      { key: 'workOrder.allowGrab', value: true },
    ]);
  });

  it('bad JSON blocks the save', async () => {
    const server = fakeServer([Permission.system.config], { '/systemConfig/list': rows });
    renderPage(<SystemConfigPage />);
    fireEvent.change(await screen.findByTestId('config-value-map.center'), { target: { value: '{broken' } });
    fireEvent.click(screen.getByTestId('config-save'));
    expect(await screen.findByText('Enter valid JSON')).toBeInTheDocument();
    expect(server.bodiesOf('/systemConfig/update')).toHaveLength(0);
  });

  it('without the edit permission there is no save button and controls are disabled', async () => {
    fakeServer([Permission.system.configList], { '/systemConfig/list': rows });
    renderPage(<SystemConfigPage />);
    expect(await screen.findByTestId('config-value-site.title')).toBeDisabled();
    expect(screen.queryByTestId('config-save')).toBeNull();
  });
});
