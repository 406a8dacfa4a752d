import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';

// The calendar itself is FullCalendar's (and its pages' browser tests'); here only what this wrapper gives it.
vi.mock('@fullcalendar/react', () => ({ default: () => <div data-testid="full-calendar" /> }));
const { PlanningCalendar } = await import('./PlanningCalendar');

describe('PlanningCalendar', () => {
  it("paints FullCalendar's page, borders and today in the theme's colours, not a white page's", () => {
    const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <PlanningCalendar events={[]} />
      </ConfigProvider>,
    );
    const style = screen.getByTestId('planning-calendar').style;
    expect(style.getPropertyValue('--fc-page-bg-color')).toBe(dark.colorBgContainer);
    expect(style.getPropertyValue('--fc-border-color')).toBe(dark.colorBorderSecondary);
    expect(style.getPropertyValue('--fc-today-bg-color')).toBe(dark.colorPrimaryBg);
    expect(screen.getByTestId('full-calendar')).toBeInTheDocument();
  });
});
