import { clear, createStore } from 'idb-keyval';
import type { CheckResultRow, TaskItemType } from '@gengyun/contracts';
import { TENANT_COLUMNS } from '@/test/row-fixtures';
import { fakeServer } from '@/test/page-harness';
import { stubCanvas } from '../../work-orders/signature/canvas-stub';
import { KEPT_DATABASE } from '../offline/kept-store';

/** Each test on a 390 px phone with a stubbed signature canvas and no answers kept in IndexedDB from the one before. */
export function onAPhone(): void {
  const width = window.innerWidth;
  let pad: ReturnType<typeof stubCanvas>;
  // Kept answers live in IndexedDB: each test starts with none.
  beforeEach(() => clear(createStore(KEPT_DATABASE.name, KEPT_DATABASE.store)));
  beforeEach(() => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    pad = stubCanvas();
  });
  afterEach(() => {
    window.innerWidth = width;
    pad.restore();
    vi.unstubAllGlobals();
  });
}

let position = 0;
export const row = (id: number, type: TaskItemType, extra: Partial<CheckResultRow> = {}): CheckResultRow => ({
  ...TENANT_COLUMNS,
  id,
  work_order_id: 3,
  item_id: id + 100,
  position: position++,
  name: `Item ${id}`,
  type,
  standard: null,
  lower_limit: null,
  upper_limit: null,
  unit: null,
  options: [],
  failing_options: [],
  failure_opens_order: false,
  value: null,
  failed: null,
  recorded_by: null,
  recorded_time: null,
  repair_order_id: null,
  live_value: null,
  ...extra,
});

export const rows: CheckResultRow[] = [
  row(1, 'passFail', { standard: 'No leak', failure_opens_order: true, value: false, failed: true, repair_order_id: 77 }),
  row(2, 'number', { lower_limit: 0.2, upper_limit: 0.4, unit: 'MPa' }),
  row(3, 'text'),
  row(4, 'singleChoice', { options: ['quiet', 'noisy'], failing_options: ['noisy'] }),
  row(5, 'multipleChoice', { options: ['a', 'b', 'c'] }),
  row(6, 'photo', { value: [11, 12], failed: false }),
  row(7, 'signature'),
  row(8, 'meterReading', { lower_limit: 0, upper_limit: null, unit: 'kWh' }),
];

/** Inline widths (px) wider than a 390 px phone. */
export const tooWide = (root: HTMLElement): string[] =>
  [...root.querySelectorAll<HTMLElement>('[style]')]
    .map((el) => [el.style.width, el.style.minWidth].find((w) => /px$/.test(w) && parseFloat(w) > 390))
    .filter((w): w is string => !!w);

/** A server whose record call fails as a dropped connection until `online()`, then answers `recorded`; nothing kept yet. */
export const offlineServer = (recorded: CheckResultRow) => {
  localStorage.clear();
  let offline = true;
  const server = fakeServer([], {
    '/checkResult/list': rows,
    '/checkResult/record': () => {
      if (offline) throw new TypeError('Failed to fetch');
      return recorded;
    },
  });
  return { server, online: () => void (offline = false) };
};
