import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { ConfirmDelete } from './ConfirmDelete';

describe('ConfirmDelete', () => {
  it('asks before deleting and deletes only on confirm', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<ConfirmDelete testId="thing-delete-3" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByTestId('thing-delete-3'));
    expect(await screen.findByText('Delete this record?')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('thing-delete-3-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('takes its own question and confirm test id, and does nothing while disabled', async () => {
    const onConfirm = vi.fn();
    const { rerender } = renderWithProviders(<ConfirmDelete testId="user-row-delete-7" confirmTestId="user-delete-confirm" title="Delete Li?" onConfirm={onConfirm} />, { lang: 'zh_CN' });
    fireEvent.click(screen.getByTestId('user-row-delete-7'));
    expect(await screen.findByText('Delete Li?')).toBeInTheDocument();
    expect(screen.getByTestId('user-delete-confirm')).toBeInTheDocument();
    rerender(<ConfirmDelete testId="user-row-delete-7" disabled onConfirm={onConfirm} />);
    expect(screen.getByTestId('user-row-delete-7')).toBeDisabled();
  });
});
