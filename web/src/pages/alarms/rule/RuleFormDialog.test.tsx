import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '../test-helpers';
import { RuleListPage } from './RuleListPage';

// antd forms are slow to render in jsdom, and the suites share two cores with other work.
vi.setConfig({ testTimeout: 20_000 });
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);

const quantities = {
  water: [{ key: 'cod', unit: 'mg/L', labelKey: 'iot.quantities.cod' }],
  pm: [{ key: 'pm25', unit: 'μg/m³', labelKey: 'iot.quantities.pm25' }],
};

/** Opens an antd Select by its test id and picks the option with this text. */
async function choose(testId: string, text: string): Promise<void> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(
    select.querySelector('.ant-select-selector') ?? select.querySelector('input') ?? select,
  );
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]);
}

describe('RuleFormDialog', () => {
  it('shows only the fields of the chosen condition kind', async () => {
    fakeServer([Permission.alarmRule.list, Permission.alarmRule.edit], {
      '/meter/quantities': () => quantities,
    });
    renderPage(<RuleListPage />);
    fireEvent.click(await screen.findByTestId('rule-add'));
    await screen.findByTestId('rule-form-kind');
    expect(screen.getByTestId('rule-form-threshold')).toBeInTheDocument();
    expect(screen.getByTestId('rule-form-deadband')).toBeInTheDocument();
    expect(screen.queryByTestId('rule-form-rate-unit')).toBeNull();
    expect(screen.queryByTestId('rule-form-no-data')).toBeNull();

    await choose('rule-form-kind', 'Rate of change');
    await waitFor(() => expect(screen.getByTestId('rule-form-rate-unit')).toBeInTheDocument());
    expect(screen.getByTestId('rule-form-threshold')).toBeInTheDocument();

    await choose('rule-form-kind', 'No data');
    await waitFor(() => expect(screen.getByTestId('rule-form-no-data')).toBeInTheDocument());
    expect(screen.queryByTestId('rule-form-threshold')).toBeNull();
    expect(screen.queryByTestId('rule-form-quantity')).toBeNull();
    expect(screen.queryByTestId('rule-form-rate-unit')).toBeNull();
    expect(screen.queryByTestId('rule-form-duration')).toBeNull();
  });

  it('refuses what the server would refuse, then posts the kind’s fields only', async () => {
    const server = fakeServer([Permission.alarmRule.list, Permission.alarmRule.edit], {
      '/meter/quantities': () => quantities,
    });
    renderPage(<RuleListPage />);
    fireEvent.click(await screen.findByTestId('rule-add'));
    await screen.findByTestId('rule-form-kind');
    fireEvent.change(screen.getByTestId('rule-form-intervals-0'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    const form = screen.getByTestId('rule-form');
    expect(await within(form).findByText('Rule name cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the alarm threshold')).toBeInTheDocument();
    expect(within(form).getByText('Please choose the measured quantity')).toBeInTheDocument();
    expect(within(form).getByText(/Fill in all four intervals/)).toBeInTheDocument();
    expect(server.count('/alarmRule/add')).toBe(0);

    fireEvent.change(screen.getByTestId('rule-form-name'), { target: { value: 'No data on power' } });
    await choose('rule-form-meter-type', 'Watt-hour meter');
    await choose('rule-form-kind', 'No data');
    fireEvent.change(await screen.findByTestId('rule-form-no-data'), { target: { value: '600' } });
    ['120', '300', '900'].forEach((value, i) =>
      fireEvent.change(screen.getByTestId(`rule-form-intervals-${i + 1}`), { target: { value } }),
    );
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    await waitFor(() => expect(server.count('/alarmRule/add')).toBe(1));
    const body = server.bodyOf('/alarmRule/add') ?? {};
    expect(body).toMatchObject({
      name: 'No data on power',
      meter_type: 'power',
      condition: 'noData',
      no_data_seconds: '600',
      severity: '3',
      sms_intervals: '[60,120,300,900]',
    });
    expect(body.threshold).toBeUndefined();
    expect(body.quantity).toBeUndefined();
    expect(body.meter_id).toBeUndefined();
  });

  it('shows the enterprise’s default intervals where the rule leaves its own blank', async () => {
    fakeServer([Permission.alarmRule.list, Permission.alarmRule.edit], {
      '/meter/quantities': () => quantities,
      '/alarmRule/defaults': () => ({ sms_intervals: [30, 120, 600, 1800] }),
    });
    renderPage(<RuleListPage />);
    fireEvent.click(await screen.findByTestId('rule-add'));
    await waitFor(() => expect(screen.getByTestId('rule-form-intervals-0')).toHaveAttribute('placeholder', 'Interval 1 (default 30 s)'));
    expect(screen.getByTestId('rule-form-intervals-3')).toHaveAttribute('placeholder', 'Interval 4 (default 1800 s)');
  });

  it('hides add, edit and delete without the edit permission', async () => {
    fakeServer([Permission.alarmRule.list], {
      '/alarmRule/pageList': () => ({
        rows: [
          {
            id: 3,
            name: 'pH',
            meter_id: null,
            meter_type: 'water',
            quantity: 'ph',
            condition: 'high',
            threshold: 9,
            deadband: 0.2,
            rate_unit: null,
            duration_seconds: 0,
            repeat_count: 1,
            no_data_seconds: null,
            severity: 3,
            enabled: true,
            notify_sms: true,
            notify_mail: false,
            user_ids: [],
            role_ids: [],
            phones: [],
            mails: [],
            sms_intervals: null,
            interval_unit: 'second',
            remark: null,
          },
        ],
        total: 1,
      }),
    });
    renderPage(<RuleListPage />);
    await screen.findByTestId('rule-row-3');
    expect(screen.queryByTestId('rule-add')).toBeNull();
    expect(screen.queryByTestId('rule-edit-3')).toBeNull();
  });
});
