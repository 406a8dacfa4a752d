import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@gengyun/contracts';
import { fakeServer, renderPage, toast } from '@/test/page-harness';
import { checkTexts, languageSavePayload, placeholdersOf } from './language.api';
import { LanguageListPage } from './LanguageListPage';

const rows = [
  { key: 'common.validation.required', zh_CN: '{0}不能为空', en_US: '{0} cannot be empty', is_custom: false, edited: false, update_time: '2026-01-01T00:00:00Z' },
  { key: 'my.custom', zh_CN: '自定义', en_US: 'Custom', is_custom: true, edited: true, update_time: '2026-01-01T00:00:00Z' },
];

describe('language rules', () => {
  it('the save payload is the row key with both drafted texts', () => {
    expect(languageSavePayload('a.b', { zh_CN: '甲', en_US: 'A' })).toEqual({ key: 'a.b', zh_CN: '甲', en_US: 'A' });
  });

  it('blank texts and different placeholders are refused before sending', () => {
    expect(placeholdersOf('{1} and {0} and {0}')).toEqual(['{0}', '{1}']);
    expect(checkTexts({ zh_CN: ' ', en_US: 'x' })).toBe('i18n.admin.errors.textsRequired');
    expect(checkTexts({ zh_CN: '{0}不能为空', en_US: 'cannot be empty' })).toBe('i18n.admin.errors.placeholders');
    expect(checkTexts({ zh_CN: 'x'.repeat(2001), en_US: 'x' })).toBe('i18n.admin.errors.textTooLong');
    expect(checkTexts({ zh_CN: '{0}必填', en_US: '{0} is required' })).toBeNull();
  });
});

describe('LanguageListPage', { timeout: 30_000 }, () => {
  it('inline edit sends /language/update with the key and both texts', async () => {
    const server = fakeServer([
      Permission.language.list,
      Permission.language.edit,
    ], { '/language/pageList': { rows, total: 2 }, '/language/update': (body) => ({ ...rows[0], ...body, edited: true }) });
    renderPage(<LanguageListPage />);
    const edit = await screen.findByTestId('language-row-edit-common.validation.required');
    fireEvent.click(within(edit).getByRole('button'));
    const en = await screen.findByTestId('language-row-input-en_US-common.validation.required');
    fireEvent.change(en, { target: { value: '{0} is required' } });
    fireEvent.click(within(screen.getByTestId('language-row-editing-common.validation.required')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.bodiesOf('/language/update')).toHaveLength(1));
    expect(server.bodiesOf('/language/update')[0]).toEqual({ key: 'common.validation.required', zh_CN: '{0}不能为空', en_US: '{0} is required', token: 't' });
  });

  it('a placeholder mismatch is not sent', async () => {
    const server = fakeServer([Permission.language.list, Permission.language.edit], { '/language/pageList': { rows, total: 2 } });
    renderPage(<LanguageListPage />);
    fireEvent.click(within(await screen.findByTestId('language-row-edit-common.validation.required')).getByRole('button'));
    fireEvent.change(await screen.findByTestId('language-row-input-en_US-common.validation.required'), { target: { value: 'no placeholder' } });
    fireEvent.click(within(screen.getByTestId('language-row-editing-common.validation.required')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/must use the same placeholders/)));
    expect(server.bodiesOf('/language/update')).toHaveLength(0);
  });

  it('without the edit permission there is no Edit and no Add', async () => {
    fakeServer([Permission.language.list], { '/language/pageList': { rows, total: 2 } });
    renderPage(<LanguageListPage />);
    expect(await screen.findByText('my.custom')).toBeInTheDocument();
    expect(screen.queryByTestId('language-row-edit-my.custom')).toBeNull();
    expect(screen.queryByTestId('language-add')).toBeNull();
  });
});
