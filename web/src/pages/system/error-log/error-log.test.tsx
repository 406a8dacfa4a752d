import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { ErrorLogListPage } from './ErrorLogListPage';

const row = {
  id: 7,
  create_time: '2026-11-20T08:00:00Z',
  request_id: 'req-7',
  method: 'POST',
  url: '/boom',
  user_id: 1,
  user_name: 'admin',
  message: 'Boom happened',
  stack: 'Error: Boom\n    at boom (boom.ts:1:1)',
};

describe('ErrorLogListPage', { timeout: 30_000 }, () => {
  it('searches by keyword and opens the detail drawer with the stack', async () => {
    const server = fakeServer([Permission.system.errorLog], { '/errorLog/pageList': { rows: [row], total: 1 }, '/errorLog/detail': row });
    renderPage(<ErrorLogListPage />);
    const box = (await screen.findByTestId('error-search')).querySelector('input') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'boom' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(server.bodiesOf('/errorLog/pageList').some((body) => body.keyword === 'boom' && body.pageNumber === '1')).toBe(true));
    fireEvent.click(await screen.findByTestId('error-view-7'));
    expect(await screen.findByTestId('error-detail-stack')).toHaveTextContent('at boom (boom.ts:1:1)');
    expect(server.bodiesOf('/errorLog/detail')[0]).toEqual({ id: '7', token: 't' });
  });
});
