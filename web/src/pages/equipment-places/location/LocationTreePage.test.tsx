import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { LocationTreePage } from './LocationTreePage';

afterEach(() => vi.unstubAllGlobals());

const tree = [
  {
    id: 1, name: 'Plant', code: 'P01', parent_id: null, level: 1, plan_file_id: 9, x: null, y: null, lng: 113.3, lat: 23.1, sort: 0, remark: null,
    children: [{ id: 2, name: 'Building', code: null, parent_id: 1, level: 2, plan_file_id: null, x: 200, y: 0, lng: null, lat: null, sort: 0, remark: null, children: [] }],
  },
];
const options = [
  { value: 1, text: 'Plant', pid: null },
  { value: 2, text: 'Building', pid: 1 },
];
const P = Permission.assetPosition;

describe('LocationTreePage', () => {
  it('shows the tree; add, edit and delete follow the session permissions', async () => {
    fakeServer([P.list], { '/assetPosition/tree': tree, '/getOptionsByKey': options });
    renderPage(<LocationTreePage />);
    await waitFor(() => expect(within(screen.getByTestId('location-tree')).getByText('Building')).toBeInTheDocument());
    expect(screen.queryByTestId('location-add')).toBeNull();
    expect(screen.queryByTestId('location-edit-1')).toBeNull();
    expect(screen.queryByTestId('location-delete-2')).toBeNull();
    expect(screen.getByTestId('location-view-2')).toBeInTheDocument();
  });

  it('refuses a top-level location without a floor plan and sends nothing', async () => {
    const server = fakeServer([P.list, P.add, P.edit, P.delete], { '/assetPosition/tree': tree, '/getOptionsByKey': options });
    renderPage(<LocationTreePage />);
    fireEvent.click(await screen.findByTestId('location-add'));
    fireEvent.change(screen.getByTestId('location-form-name'), { target: { value: 'New plant' } });
    expect(screen.getByTestId('location-form-plan')).toBeInTheDocument();
    expect(screen.getByTestId('location-form-parent')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('location-form-submit'));
    expect(await screen.findByText('A top-level location must upload a floor plan')).toBeInTheDocument();
    expect(server.bodiesOf('/assetPosition/add')).toHaveLength(0);
  });

  it('adds a child under the chosen node without a plan', async () => {
    const server = fakeServer([P.list, P.add], { '/assetPosition/tree': tree, '/getOptionsByKey': options, '/assetPosition/add': { id: 3 } });
    renderPage(<LocationTreePage />);
    fireEvent.click(await screen.findByTestId('location-add-child-2'));
    fireEvent.change(screen.getByTestId('location-form-name'), { target: { value: ' Pump room ' } });
    fireEvent.click(screen.getByTestId('location-form-submit'));
    await waitFor(() => expect(server.bodiesOf('/assetPosition/add')).toHaveLength(1));
    expect(server.bodiesOf('/assetPosition/add')[0]).toMatchObject({ name: 'Pump room', parent_id: '2' });
    expect(server.bodiesOf('/assetPosition/add')[0]).not.toHaveProperty('plan_file_id');
  });

  it('never offers a location itself as its own parent, and locks the parent of a location with children', async () => {
    fakeServer([P.list, P.edit], { '/assetPosition/tree': tree, '/getOptionsByKey': options });
    renderPage(<LocationTreePage />);
    fireEvent.click(await screen.findByTestId('location-edit-2'));
    fireEvent.mouseDown(within(screen.getByTestId('location-form-parent')).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-tree-list')).not.toBeNull());
    const choices = Array.from(document.querySelectorAll('.ant-select-tree-title')).map((n) => n.textContent);
    expect(choices).toEqual(['Plant']);
    fireEvent.click(screen.getByText('Cancel'));
    fireEvent.click(screen.getByTestId('location-edit-1'));
    expect(await screen.findByText('A location with children cannot change its parent')).toBeInTheDocument();
  });
});
