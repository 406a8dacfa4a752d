import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeServer, renderPage } from '@/test/page-harness';
import { Permission } from '@gengyun/contracts/permissions';
import { HomePage } from './HomePage';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
}

const home = () =>
  renderPage(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
  );

describe('home work bench cards', () => {
  it('shows the to-do and in-progress counts and opens the filtered order list', async () => {
    fakeServer([], { '/home/counts': { messages: 0, todo: 3, workOrders: 5 } });
    home();
    await waitFor(() => expect(screen.getByTestId('home-count-todo')).toHaveTextContent('3'));
    expect(screen.getByTestId('home-count-workOrders')).toHaveTextContent('5');
    fireEvent.click(screen.getByTestId('home-count-workOrders'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/gengyun/work/order/list?status=processing,suspended');
  });

  it('opens the to-do list from its card', async () => {
    fakeServer([], { '/home/counts': { todo: 1, workOrders: 0 } });
    home();
    fireEvent.click(await screen.findByTestId('home-count-todo'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/gengyun/todo/task/list');
  });

  it('shows the parts below minimum to those who may see stock and opens the reorder suggestions', async () => {
    fakeServer([Permission.stock.list], { '/home/counts': { partsBelowMinimum: 4 } });
    home();
    await waitFor(() => expect(screen.getByTestId('home-count-partsBelowMinimum')).toHaveTextContent('4'));
    fireEvent.click(screen.getByTestId('home-count-partsBelowMinimum'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/gengyun/bom/reorder');
  });

  it('leaves the parts card out for those who may not see stock', async () => {
    fakeServer([], { '/home/counts': { todo: 2, partsBelowMinimum: 0 } });
    home();
    await waitFor(() => expect(screen.getByTestId('home-count-todo')).toHaveTextContent('2'));
    expect(screen.queryByTestId('home-count-partsBelowMinimum')).toBeNull();
  });

  it('shows the open service requests to those who may handle them and opens the list filtered to open', async () => {
    fakeServer([Permission.serviceRequest.reject], { '/home/counts': { serviceRequests: 6 } });
    home();
    await waitFor(() => expect(screen.getByTestId('home-count-serviceRequests')).toHaveTextContent('6'));
    expect(screen.getByTestId('home-count-serviceRequests')).toHaveTextContent('Requests to handle');
    fireEvent.click(screen.getByTestId('home-count-serviceRequests'));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/gengyun/service/info?status=open');
  });

  it('leaves the service-request card out for those who may only list requests', async () => {
    fakeServer([Permission.serviceRequest.list], { '/home/counts': { todo: 2, serviceRequests: 0 } });
    home();
    await waitFor(() => expect(screen.getByTestId('home-count-todo')).toHaveTextContent('2'));
    expect(screen.queryByTestId('home-count-serviceRequests')).toBeNull();
  });
});
