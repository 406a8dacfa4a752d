import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { bodiesOf, fakeServer, renderPage } from '@/pages/system/common/test-helpers';
import { changedItems, groupRows, parseConfigValue, toFormValue, type ConfigRow } from './system-config.api';
import { SystemConfigPage } from './SystemConfigPage';

const api = vi.hoisted(() => ({ handler: vi.fn() }));
vi.mock('@/api/client', async (original) => {
  const real = await original<typeof import('@/api/client')>();
  return {
    ...real,
    call: (path: string, data?: unknown) => api.handler(path, data),
    post: async (path: string, data?: unknown) => ({ code: 200, content: await api.handler(path, data), msg: '' }),
  };
});

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
  beforeEach(() => {
    api.handler.mockReset();
  });

  it('saves changed items with their typed values', async () => {
    fakeServer(api.handler, { '/systemConfig/list': rows, '/systemConfig/update': rows }, [Permission.system.configList, Permission.system.config]);
    renderPage(<SystemConfigPage />);
    const count = await screen.findByTestId('config-value-upload.imageCountLimit');
    fireEvent.change(count, { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('config-value-workOrder.allowGrab'));
    fireEvent.click(screen.getByTestId('config-save'));
    await waitFor(() => expect(bodiesOf(api.handler, '/systemConfig/update')).toHaveLength(1));
    expect(bodiesOf(api.handler, '/systemConfig/update')[0]).toEqual({
      items: [
        { key: 'upload.imageCountLimit', value: 15 },
        { key: 'workOrder.allowGrab', value: true },
      ],
    });
  });

  it('bad JSON blocks the save', async () => {
    fakeServer(api.handler, { '/systemConfig/list': rows }, [Permission.system.config]);
    renderPage(<SystemConfigPage />);
    fireEvent.change(await screen.findByTestId('config-value-map.center'), { target: { value: '{broken' } });
    fireEvent.click(screen.getByTestId('config-save'));
    expect(await screen.findByText('Enter valid JSON')).toBeInTheDocument();
    expect(bodiesOf(api.handler, '/systemConfig/update')).toHaveLength(0);
  });

  it('without the edit permission there is no save button and controls are disabled', async () => {
    fakeServer(api.handler, { '/systemConfig/list': rows }, [Permission.system.configList]);
    renderPage(<SystemConfigPage />);
    expect(await screen.findByTestId('config-value-site.title')).toBeDisabled();
    expect(screen.queryByTestId('config-save')).toBeNull();
  });
});
