import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderWithProviders } from '../test-utils';
import { DateInput, DateRangeInput } from './DatePickers';
import { formatRange, rangePreset } from './presets';

const now = dayjs('2024-03-31T15:20:05');
const preset = (key: Parameters<typeof rangePreset>[0]): [string, string] => formatRange(rangePreset(key, now));

describe('range presets (fixed clock 2024-03-31 15:20:05)', () => {
  it('cover whole days from 00:00:00 to 23:59:59', () => {
    expect(preset('today')).toEqual(['2024-03-31 00:00:00', '2024-03-31 23:59:59']);
    expect(preset('yesterday')).toEqual(['2024-03-30 00:00:00', '2024-03-30 23:59:59']);
    expect(preset('lastWeek')).toEqual(['2024-03-24 00:00:00', '2024-03-31 23:59:59']);
    expect(preset('lastMonth')).toEqual(['2024-02-29 00:00:00', '2024-03-31 23:59:59']);
    expect(preset('lastThreeMonths')).toEqual(['2023-12-31 00:00:00', '2024-03-31 23:59:59']);
  });

  it('does not move the end to the next day', () => {
    const [, end] = rangePreset('today', now);
    expect(end.date()).toBe(31);
    expect(end.format('HH:mm:ss.SSS')).toBe('23:59:59.000');
  });
});

describe('DateInput', () => {
  it('shows a YYYY-MM-DD value and the translated placeholder', () => {
    const { rerender } = renderWithProviders(<DateInput />, { lang: 'zh_CN' });
    expect(screen.getByPlaceholderText('请选择日期')).toBeInTheDocument();
    rerender(<DateInput value="2024-02-29" />);
    expect(screen.getByDisplayValue('2024-02-29')).toBeInTheDocument();
  });
});

describe('DateRangeInput', () => {
  it('emits a whole-day range when a quick range is chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DateRangeInput onChange={onChange} now={() => now} />);
    fireEvent.mouseDown(screen.getByPlaceholderText('Start time'));
    fireEvent.click(screen.getByPlaceholderText('Start time'));
    const item = await screen.findByText('Yesterday');
    expect(screen.getByText('Last three months')).toBeInTheDocument();
    fireEvent.click(item);
    expect(onChange).toHaveBeenLastCalledWith(['2024-03-30 00:00:00', '2024-03-30 23:59:59']);
  });

  it('takes today from the enterprise’s wall clock, not the browser’s', async () => {
    // 17:00 UTC on the 31st is already 01:00 on February 1st in Shanghai, the default zone.
    vi.useFakeTimers({ now: new Date('2026-01-31T17:00:00Z'), toFake: ['Date'] });
    try {
      const onChange = vi.fn();
      renderWithProviders(<DateRangeInput onChange={onChange} />);
      fireEvent.mouseDown(screen.getByPlaceholderText('Start time'));
      fireEvent.click(screen.getByPlaceholderText('Start time'));
      fireEvent.click(await screen.findByText('Today'));
      expect(onChange).toHaveBeenLastCalledWith(['2026-02-01 00:00:00', '2026-02-01 23:59:59']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a given range by day', () => {
    renderWithProviders(<DateRangeInput value={['2024-01-02 00:00:00', '2024-01-05 23:59:59']} />);
    expect(screen.getByDisplayValue('2024-01-02')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2024-01-05')).toBeInTheDocument();
  });
});
