import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type WorkOrderRuleRow } from '@gengyun/contracts';
import { fakeServer, fail, renderPage } from '@/test/page-harness';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { repairType, users } from '../work-order-fixtures';
import { RuleListPage } from './RuleListPage';
import { ruleBody } from './rule.api';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const rule: WorkOrderRuleRow = {
  ...TENANT_COLUMNS,
  id: 3,
  name: 'Pumps in area A',
  enabled: true,
  sort: 10,
  type_ids: [repairType.id],
  location_id: null,
  equipment_type_ids: [],
  priorities: [1, 2],
  pool_id: null,
  handler_ids: [7, 8],
  person_in_charge_id: 9,
  remark: null,
};
const handlers = {
  '/workOrderRule/pageList': { rows: [rule], total: 1 },
  '/workOrderType/pageList': { rows: [repairType], total: 1 },
  '/user/pageList': users,
};
const both = [Permission.workOrderRule.list, Permission.workOrderRule.edit];

describe('RuleListPage', () => {
  it('lists rules with their conditions and people by name', async () => {
    fakeServer(both, handlers);
    renderPage(<RuleListPage />);
    const row = await screen.findByTestId('work-rule-row-3');
    expect(within(row).getByText('Pumps in area A')).toBeInTheDocument();
    expect(within(row).getByText('1, 2')).toBeInTheDocument();
    expect(await within(row).findByText('Wang Wu, Li Si')).toBeInTheDocument();
    expect(within(row).getByText('Zhao Liu')).toBeInTheDocument();
    expect(screen.getByTestId('work-rule-add')).toBeInTheDocument();
  });

  it('shows no add, edit or delete to those who may only list rules', async () => {
    fakeServer([Permission.workOrderRule.list], handlers);
    renderPage(<RuleListPage />);
    await screen.findByTestId('work-rule-row-3');
    expect(screen.queryByTestId('work-rule-add')).toBeNull();
    expect(screen.queryByTestId('work-rule-edit-3')).toBeNull();
  });

  it('turns a rule off with its switch', async () => {
    const server = fakeServer(both, { ...handlers, '/workOrderRule/enable': { ...rule, enabled: false } });
    renderPage(<RuleListPage />);
    const row = await screen.findByTestId('work-rule-row-3');
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(server.bodyOf('/workOrderRule/enable')).toMatchObject({ id: '3', enabled: 'false' }));
  });

  it('edits a rule and shows the server’s refusal', async () => {
    const server = fakeServer(both, { ...handlers, '/workOrderRule/update': fail('A rule must name a pool, handlers or a person in charge') });
    renderPage(<RuleListPage />);
    await screen.findByTestId('work-rule-row-3');
    fireEvent.click(screen.getByTestId('work-rule-edit-3'));
    const drawer = await screen.findByTestId('work-rule-form');
    fireEvent.change(within(drawer).getByTestId('work-rule-name'), { target: { value: ' Pumps ' } });
    fireEvent.click(screen.getByTestId('work-rule-submit'));
    await waitFor(() => expect(server.count('/workOrderRule/update')).toBe(1));
    const body = server.bodyOf('/workOrderRule/update');
    expect(body).toMatchObject({ id: '3', name: 'Pumps', sort: '10', person_in_charge_id: '9' });
    expect(JSON.parse(body?.handler_ids ?? 'null')).toEqual([7, 8]);
    expect(await screen.findByTestId('work-rule-refusal')).toHaveTextContent('A rule must name a pool, handlers or a person in charge');
  });

  it('previews who would get a draft order', async () => {
    const server = fakeServer(both, {
      ...handlers,
      '/workOrderRule/preview': { rule_id: 3, rule_name: 'Pumps in area A', pool_id: null, pool_name: null, pool_member_names: [], handler_ids: [7], handler_names: ['Wang Wu'], person_in_charge_id: null, person_in_charge_name: null },
    });
    renderPage(<RuleListPage />);
    const card = await screen.findByTestId('work-rule-preview');
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Work-order types' }));
    fireEvent.click(await screen.findByTitle(repairType.name));
    fireEvent.click(within(card).getByTestId('work-rule-preview-run'));
    const answer = await screen.findByTestId('work-rule-preview-answer');
    expect(answer).toHaveTextContent('Rule "Pumps in area A" matches');
    expect(answer).toHaveTextContent('Wang Wu');
    expect(server.bodyOf('/workOrderRule/preview')).toMatchObject({ type_id: String(repairType.id), priority: '3' });
  });
});

describe('ruleBody', () => {
  it('sends every list (empty: any), blank references as null and the trimmed name', () => {
    expect(ruleBody({ name: ' A ', sort: 5 })).toEqual({
      name: 'A', enabled: true, sort: 5, type_ids: [], location_id: null, equipment_type_ids: [], priorities: [], pool_id: null, handler_ids: [], person_in_charge_id: null, remark: undefined,
    });
  });
});
