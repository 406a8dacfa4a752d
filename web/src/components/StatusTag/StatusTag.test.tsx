import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { StatusTag } from './StatusTag';

const options = {
  '1': { labelKey: 'components.rowView.edit', color: 'success' },
  '2': { labelKey: 'components.rowView.save', color: 'error' },
};

describe('StatusTag', () => {
  it('shows the translated label of a number or string value with its colour', () => {
    renderWithProviders(<StatusTag value={2} options={options} />);
    const tag = screen.getByText('Save');
    expect(tag.className).toMatch(/error/);
  });

  it('shows unknown for a value with no option', () => {
    renderWithProviders(<StatusTag value="9" options={options} />, { lang: 'zh_CN' });
    expect(screen.getByText('未知')).toBeInTheDocument();
  });
});
