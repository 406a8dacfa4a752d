import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage } from '@/test/page-harness';
import { noticePayload } from './notice.api';
import { NoticeDetail } from './NoticeDetail';
import { NoticeListPage } from './NoticeListPage';

const draft = { id: 3, title: 'Draft', content: 'Body', type: 'notice', status: 'draft', publish_time: null, target_type: 'all', role_ids: [], create_time: '', update_time: '' };
const published = { ...draft, id: 4, title: 'Done', status: 'published' };

describe('notice payload', () => {
  it('keeps roles only for a roles audience', () => {
    expect(noticePayload({ title: ' T ', content: 'c', type: 'announcement', target_type: 'all', role_ids: [1] }).role_ids).toBeUndefined();
    expect(noticePayload({ title: 'T', content: 'c', type: 'announcement', target_type: 'roles', role_ids: [2, 2, 5] })).toMatchObject({ title: 'T', role_ids: [2, 5] });
  });
});

describe('notices', { timeout: 30_000 }, () => {
  it('Publish shows only on drafts and only with the publish permission', async () => {
    const server = fakeServer([
      Permission.system.notice,
      Permission.system.noticePublish,
    ], { '/notice/pageList': { rows: [draft, published], total: 2 }, '/notice/publish': { recipients: 2 } });
    renderPage(<NoticeListPage />);
    fireEvent.click(await screen.findByTestId('notice-publish-3'));
    expect(screen.queryByTestId('notice-publish-4')).toBeNull();
    expect(screen.queryByTestId('notice-edit-4')).toBeNull();
    fireEvent.click(await screen.findByTestId('notice-publish-3-confirm'));
    await waitFor(() => expect(server.bodiesOf('/notice/publish')).toEqual([{ id: '3', token: 't' }]));
  });

  it('without the publish permission there is no Publish button', async () => {
    fakeServer([Permission.system.notice], { '/notice/pageList': { rows: [draft], total: 1 } });
    renderPage(<NoticeListPage />);
    expect(await screen.findByTestId('notice-edit-3')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-publish-3')).toBeNull();
  });

  it('Publish in the form saves the new notice first, then publishes it', async () => {
    const server = fakeServer([Permission.system.notice, Permission.system.noticePublish], { '/getOptionsByKey': [{ value: 1, text: 'r', label: 'Dispatcher' }], '/notice/add': (body) => ({ ...draft, ...body, id: 11 }), '/notice/publish': { recipients: 1 } });
    renderPage(<NoticeDetail open id={null} onClose={() => undefined} />);
    fireEvent.change(await screen.findByTestId('notice-title'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByTestId('notice-content'), { target: { value: 'World' } });
    fireEvent.click(await within(screen.getByTestId('notice-detail-editing')).findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(server.bodiesOf('/notice/publish')).toEqual([{ id: '11', token: 't' }]));
    expect(server.bodiesOf('/notice/add')[0]).toEqual({ title: 'Hello', content: 'World', type: 'announcement', target_type: 'all', token: 't' });
    const order = server.calls.map(({ path }) => path).filter((path) => path === '/notice/add' || path === '/notice/publish');
    expect(order).toEqual(['/notice/add', '/notice/publish']);
  });
});
