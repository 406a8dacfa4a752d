import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('shows Edit and Delete with `<prefix>-edit-<id>` / `<prefix>-delete-<id>` test ids, extras in their slots', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(
      <RowActions prefix="eqpt-row" id={7} onEdit={onEdit} onDelete={onDelete} before={<button type="button">before</button>}>
        <button type="button">between</button>
      </RowActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''))).toEqual(['before', 'Edit', 'between', 'Delete']);
    fireEvent.click(screen.getByTestId('eqpt-row-edit-7'));
    expect(onEdit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('eqpt-row-delete-7'));
    fireEvent.click(await screen.findByTestId('eqpt-row-delete-7-confirm'));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });

  it('hides what the session may not do', () => {
    renderWithProviders(<RowActions prefix="user-row" id={1} onEdit={vi.fn()} onDelete={vi.fn()} canEdit={false} canDelete={false} />);
    expect(screen.queryByTestId('user-row-edit-1')).toBeNull();
    expect(screen.queryByTestId('user-row-delete-1')).toBeNull();
  });
});
