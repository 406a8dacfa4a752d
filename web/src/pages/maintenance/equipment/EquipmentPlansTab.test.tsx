import { screen, within } from '@testing-library/react';
import { Permission, type EquipmentPlans, type PlanRow } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer, renderPage } from '@/test/page-harness';
import { EQUIPMENT_TAB_PANELS, tabPanel } from '../../equipment/ledger/equipment-tabs';
import { EquipmentPlansTab } from './EquipmentPlansTab';

const plan = (id: number, name: string, extra: Partial<PlanRow> = {}): PlanRow => ({
  ...TENANT_COLUMNS, id, name, coverage: 'equipment', equipment_ids: [5], location_id: null, equipment_type_id: null, equipment_model_id: null, task_template_id: 1,
  work_order_type_id: 1, priority: 3, person_in_charge_id: 1, handler_ids: [], pool_id: null, duration_hours: 2, lead_days: 0, start_date: '2026-01-01',
  end_date: null, due_time: '08:00', triggers: [{ kind: 'daily' }], trigger_mode: 'any', holiday_rule: 'none', enabled: true, last_completed: null, version: 1, ...extra,
});

const answer: EquipmentPlans = {
  plans: [plan(1, 'Daily look'), plan(2, 'Pumps in A', { coverage: 'type', equipment_ids: [], triggers: [{ kind: 'weekly', days: [1] }] })],
  from: '2026-11-27',
  to: '2026-12-26',
  occurrences: [
    { plan_id: 1, due: '2026-11-27', planned: '2026-11-27', generate_on: '2026-11-27', due_time: '2026-11-27T00:00:00.000Z', equipment_ids: [5] },
    { plan_id: 2, due: '2026-11-30', planned: '2026-11-29', generate_on: '2026-11-28', due_time: '2026-11-30T00:00:00.000Z', equipment_ids: [5] },
  ],
  results: [
    { source: 'patrol', id: 9, work_order_id: null, task_id: 4, point_id: 3, name: 'Pressure', type: 'number', unit: 'MPa', value: 0.5, failed: true, recorded_time: '2026-11-26T02:00:00.000Z' },
    { source: 'order', id: 7, work_order_id: 77, task_id: null, point_id: null, name: 'Seal', type: 'passFail', unit: null, value: true, failed: false, recorded_time: '2026-11-25T02:00:00.000Z' },
  ],
};

describe('EquipmentPlansTab (the equipment detail\'s plan tab)', () => {
  it('fills the equipment detail\'s plan tab through the maintenance area\'s extension point', () => {
    expect(tabPanel('plans')).toBeDefined();
    expect(tabPanel('plans', [])).toBeUndefined();
    expect(EQUIPMENT_TAB_PANELS.map((p) => p.key)).toEqual(['plans']);
  });

  it('lists the plans covering the equipment, their next 30 days, and the latest results linked to their order or patrol task', async () => {
    const server = fakeServer([Permission.plan.list], { '/plan/equipment': answer });
    renderPage(<EquipmentPlansTab equipmentId={5} />);
    const plans = await screen.findByTestId('eqpt-plans-list');
    expect(await within(plans).findByText('Daily look')).toBeInTheDocument();
    expect(within(plans).getByText('Chosen one by one')).toBeInTheDocument();
    expect(within(plans).getByText('By type or model')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/plan/equipment')?.body).toMatchObject({ id: '5' });
    expect(screen.getByText('Next 30 days (2026-11-27 to 2026-12-26)')).toBeInTheDocument();
    const upcoming = screen.getByTestId('eqpt-plans-upcoming');
    expect(within(upcoming).getByText('2026-11-30')).toBeInTheDocument();
    expect(within(upcoming).getByText('2026-11-29')).toBeInTheDocument();
    expect(within(upcoming).getByText('Pumps in A')).toBeInTheDocument();
    const results = screen.getByTestId('eqpt-plans-results');
    expect(within(results).getByText('0.5 MPa')).toBeInTheDocument();
    expect(within(results).getByText('Failed')).toBeInTheDocument();
    expect(within(results).getByText('Pass')).toBeInTheDocument();
    expect(screen.getByTestId('eqpt-result-link-order-7')).toHaveAttribute('href', '/gengyun/work/order/view?id=77');
    expect(screen.getByTestId('eqpt-result-link-patrol-9')).toHaveAttribute('href', '/gengyun/patrol/task?id=4');
  });

  it('asks nothing without the plan permission, and says so', async () => {
    const server = fakeServer([Permission.equipment.list], { '/plan/equipment': answer });
    renderPage(<EquipmentPlansTab equipmentId={5} />);
    expect(await screen.findByText('You may not view maintenance plans')).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/plan/equipment')).toBe(false);
  });
});
