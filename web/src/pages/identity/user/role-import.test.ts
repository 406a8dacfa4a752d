import { vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { fileKind, parseImportFile, parseImportText, splitTable, toImportRows } from './role-import';

vi.mock('@/api/sheets.api', () => ({
  readSheet: vi.fn(async (file: Blob) => {
    if ((await file.text()) === 'junk') throw new Error('not an xlsx');
    if ((await file.text()) === 'long') throw new ApiError('表格超过5000行数据，请拆分后分批导入', 'business', { key: 'files.errors.sheetTooManyRows' });
    return [['账号', '角色'], ['zhang', '维修工,仓库管理员'], [], ['10086', '审核员']];
  }),
}));

describe('role import parsing', () => {
  it('splits CSV with quoted commas and tab-separated pastes', () => {
    expect(splitTable('account,roles\r\nli,"a,b"\nwang,"say ""hi"""\n')).toEqual([['account', 'roles'], ['li', 'a,b'], ['wang', 'say "hi"']]);
    expect(splitTable('li\ta,b\nwang\t')).toEqual([['li', 'a,b'], ['wang', '']]);
  });

  it('reads a header in either language, in any column order', () => {
    expect(toImportRows([['角色', '账号'], ['维修工', 'li']]).rows).toEqual([{ account: 'li', roles: '维修工' }]);
    expect(parseImportText('li\t维修工，审核员\n\nwang\t').rows).toEqual([
      { account: 'li', roles: '维修工，审核员' },
      { account: 'wang', roles: '' },
    ]);
  });

  it('reports rows the server would refuse: empty account, extra columns', () => {
    expect(parseImportText('account,roles\n,维修工\nli,a,extra').problems).toEqual([
      { row: 2, key: 'identity.import.accountEmpty' },
      { row: 3, key: 'identity.import.onlyRoles' },
    ]);
    expect(parseImportText('account,roles,phone\nli,a,1').problems).toEqual([{ row: 1, key: 'identity.import.onlyRoles' }]);
  });

  it('turns an xlsx file (read by the server) into import rows and refuses other types', async () => {
    const file = Object.assign(new Blob(['sheet']), { name: 'roles.xlsx' });
    expect((await parseImportFile(file)).rows).toEqual([
      { account: 'zhang', roles: '维修工,仓库管理员' },
      { account: '10086', roles: '审核员' },
    ]);
    expect(fileKind('old.xls')).toBe('unsupported');
    await expect(parseImportFile(Object.assign(new Blob(['x']), { name: 'old.xls' }))).rejects.toMatchObject({ key: 'identity.import.unsupported' });
    await expect(parseImportFile(Object.assign(new Blob(['junk']), { name: 'bad.xlsx' }))).rejects.toMatchObject({ key: 'identity.import.unreadable', serverMessage: undefined });
  });

  it("keeps the server's message when it refuses the sheet (too many rows, unpacks too big)", async () => {
    await expect(parseImportFile(Object.assign(new Blob(['long']), { name: 'long.xlsx' }))).rejects.toMatchObject({ serverMessage: '表格超过5000行数据，请拆分后分批导入' });
  });
});
