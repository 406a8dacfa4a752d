import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { RowViewButtons } from './RowViewButtons';

const handlers = () => ({ onEdit: vi.fn(), onCancel: vi.fn(), onSave: vi.fn(), onPublish: vi.fn() });

describe('RowViewButtons', () => {
  it('shows only Edit when not editing', () => {
    const h = handlers();
    renderWithProviders(<RowViewButtons editing={false} {...h} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(h.onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows Cancel, Save and Publish when editing with a publish handler', () => {
    const h = handlers();
    renderWithProviders(<RowViewButtons editing {...h} />, { lang: 'zh_CN' });
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['取消', '保存', '发布']);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    fireEvent.click(screen.getByRole('button', { name: /发\s*布/ }));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(h.onSave).toHaveBeenCalledTimes(1);
    expect(h.onPublish).toHaveBeenCalledTimes(1);
    expect(h.onCancel).toHaveBeenCalledTimes(1);
  });

  it('omits Publish without a handler and hides Edit when disabled', () => {
    const { onEdit, onCancel, onSave } = handlers();
    const { rerender } = renderWithProviders(<RowViewButtons editing onEdit={onEdit} onCancel={onCancel} onSave={onSave} />);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    rerender(<RowViewButtons editing={false} disabled onEdit={onEdit} onCancel={onCancel} onSave={onSave} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
