import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils';
import { BrandLogo } from './BrandLogo';

describe('BrandLogo', () => {
  it('shows the designed Gengyun mark without a logo, never an empty box', () => {
    renderWithProviders(<BrandLogo logoFileId={null} alt="Plant" />);
    const box = screen.getByTestId('brand-logo');
    expect(box).toHaveAttribute('data-logo', 'default');
    expect(screen.getByRole('img', { name: '耕耘 Gengyun' })).toBeInTheDocument();
    expect(box.textContent).toContain('耕耘');
  });

  it('shows the enterprise logo letterboxed, and the mark again if the picture cannot load', () => {
    renderWithProviders(<BrandLogo logoFileId={12} alt="Plant" />);
    const img = screen.getByAltText('Plant');
    expect(img.getAttribute('src')).toContain('/getImg');
    expect(img.getAttribute('src')).toContain('business_no=enterprise');
    expect(screen.getByTestId('brand-logo')).toHaveAttribute('data-logo', 'enterprise');
    fireEvent.error(img);
    expect(screen.getByTestId('brand-logo')).toHaveAttribute('data-logo', 'default');
  });
});
