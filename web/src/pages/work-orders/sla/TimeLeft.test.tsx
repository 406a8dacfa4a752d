import { screen } from '@testing-library/react';
import type { WorkOrderSlaClock } from '@gengyun/contracts';
import { renderWithProviders } from '@/components/test-utils';
import { TimeLeft } from './TimeLeft';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');
const at = (offsetMinutes: number): string => new Date(NOW + offsetMinutes * 60_000).toISOString();
/** A deadline `left` minutes away on a span that began `spent` minutes ago. */
const clock = (spent: number, left: number, extra: Partial<WorkOrderSlaClock> = {}): WorkOrderSlaClock => ({
  kind: 'completion',
  start: at(-spent),
  deadline: at(left),
  paused_since: null,
  ...extra,
});

const tag = (): HTMLElement => screen.getByTestId('time-left');

describe('TimeLeft', () => {
  it('plenty of time left: green, in the two largest units', () => {
    renderWithProviders(<TimeLeft clock={clock(60, 26 * 60 + 30)} now={NOW} />);
    expect(tag()).toHaveTextContent('1d 2h left');
    expect(tag().dataset.band).toBe('ok');
    expect(tag().className).toMatch(/success/);
  });

  it('under an hour left: amber', () => {
    renderWithProviders(<TimeLeft clock={clock(10, 45)} now={NOW} />, { lang: 'zh_CN' });
    expect(tag()).toHaveTextContent('剩余45分钟');
    expect(tag().className).toMatch(/warning/);
  });

  it('under a fifth of the span left, though more than an hour: amber', () => {
    renderWithProviders(<TimeLeft clock={clock(20 * 60, 2 * 60 + 5)} now={NOW} />);
    expect(tag()).toHaveTextContent('2h 5m left');
    expect(tag().dataset.band).toBe('near');
  });

  it('past the deadline: red, counting how long over', () => {
    renderWithProviders(<TimeLeft clock={clock(120, -95, { kind: 'response' })} now={NOW} />);
    expect(tag()).toHaveTextContent('1h 35m over');
    expect(tag().className).toMatch(/error/);
  });

  it('suspended: the time left stands where it was when the order was suspended, marked paused', () => {
    // Suspended three hours ago with four hours to go; past the deadline by the wall clock, still four hours left.
    renderWithProviders(<TimeLeft clock={clock(600, 60, { paused_since: at(-180) })} now={NOW} />);
    expect(tag()).toHaveTextContent('4h left');
    expect(tag().dataset.band).toBe('ok');
    expect(screen.getByLabelText('Paused')).toBeInTheDocument();
  });

  it('no running deadline: nothing', () => {
    renderWithProviders(<TimeLeft clock={null} now={NOW} />);
    expect(screen.queryByTestId('time-left')).not.toBeInTheDocument();
  });
});
