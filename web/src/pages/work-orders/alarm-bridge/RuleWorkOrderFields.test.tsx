import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '../../alarms/test-helpers';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { RuleListPage } from '../../alarms/rule/RuleListPage';

vi.setConfig({ testTimeout: 45_000 });
vi.mock('@/api/socket', async () => (await import('../../../../test/socket-mock')).socketMock.module);
afterEach(() => vi.unstubAllGlobals());

async function choose(testId: string, text: string): Promise<void> {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select.querySelector('input') ?? select);
  const options = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}

const RULE_EDITOR = [Permission.alarmRule.list, Permission.alarmRule.edit];

describe('the alarm rule form’s "open a work order" fields', () => {
  it('requires a type and a person in charge when switched on, then sends them with the rule', async () => {
    const server = fakeServer([...RULE_EDITOR, Permission.workOrderType.list], {
      '/meter/quantities': () => ({ power: [] }),
      '/workOrderType/pageList': () => ({ rows: [{ ...TENANT_COLUMNS, id: 9, name: 'Repair', enabled: true }], total: 1 }),
      '/user/pageList': () => ({ rows: [{ id: 7, name: 'Wang Wu', account: 'wang' }], total: 1 }),
    });
    renderPage(<RuleListPage />);
    fireEvent.click(await screen.findByTestId('rule-add'));
    fireEvent.change(await screen.findByTestId('rule-form-name'), { target: { value: 'No data on power' } });
    await choose('rule-form-meter-type', 'Watt-hour meter');
    await choose('rule-form-kind', 'No data');
    fireEvent.change(await screen.findByTestId('rule-form-no-data'), { target: { value: '600' } });
    expect(screen.queryByTestId('rule-form-work-order-type')).toBeNull();
    fireEvent.click(screen.getByTestId('rule-form-open-work-order'));
    await screen.findByTestId('rule-form-work-order-type');
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    const form = screen.getByTestId('rule-form');
    expect(await within(form).findByText('Please choose Work-order type')).toBeInTheDocument();
    expect(within(form).getByText('Please choose Work-order person in charge')).toBeInTheDocument();
    expect(server.count('/alarmRule/add')).toBe(0);

    await choose('rule-form-work-order-type', 'Repair');
    await choose('rule-form-work-order-person', 'Wang Wu');
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    await waitFor(() => expect(server.count('/alarmRule/add')).toBe(1));
    expect(server.bodyOf('/alarmRule/add')).toMatchObject({ name: 'No data on power', open_work_order: 'true', work_order_type_id: '9', work_order_priority: '3', work_order_person_id: '7' });
  });

  it('is not shown to those who may not list work-order types; the rule is sent with the option off', async () => {
    const server = fakeServer(RULE_EDITOR, { '/meter/quantities': () => ({ power: [] }) });
    renderPage(<RuleListPage />);
    fireEvent.click(await screen.findByTestId('rule-add'));
    fireEvent.change(await screen.findByTestId('rule-form-name'), { target: { value: 'No data' } });
    await choose('rule-form-meter-type', 'Watt-hour meter');
    await choose('rule-form-kind', 'No data');
    fireEvent.change(await screen.findByTestId('rule-form-no-data'), { target: { value: '600' } });
    expect(screen.queryByTestId('rule-form-open-work-order')).toBeNull();
    fireEvent.click(screen.getByTestId('rule-form-submit'));
    await waitFor(() => expect(server.count('/alarmRule/add')).toBe(1));
    expect(server.bodyOf('/alarmRule/add')).toMatchObject({ open_work_order: 'false' });
    expect(server.bodyOf('/alarmRule/add')?.work_order_type_id).toBeUndefined();
    expect(server.count('/workOrderType/pageList')).toBe(0);
  });
});
