import { Workbook } from 'exceljs';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, type Actor } from '../../support/builders/identity';

const xlsx = async (rows: unknown[][]): Promise<Buffer> => {
  const workbook = new Workbook();
  workbook.addWorksheet('用户').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe(`reading an uploaded sheet for an import preview (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await newEnterprise(t)).admin;
  });
  afterAll(() => t?.close());

  it('answers the first sheet as text rows, numbers and blanks included, and stores nothing', async () => {
    const before = await t.db.query('SELECT COUNT(*) AS n FROM file_info');
    const file = await xlsx([['账号', '角色'], ['zhang', '维修工,仓库管理员'], [], [10086, '审核员']]);
    const res = await t.http().post('/file/readSheet').set('Authorization', `Bearer ${admin.token}`).attach('files', file, 'roles.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ sheet: '用户', rows: [['账号', '角色'], ['zhang', '维修工,仓库管理员'], [], ['10086', '审核员']] });
    expect(await t.db.query('SELECT COUNT(*) AS n FROM file_info')).toEqual(before);
  });

  it('refuses what is not an xlsx, even when named so', async () => {
    const res = await t
      .http()
      .post('/file/readSheet')
      .set('Authorization', `Bearer ${admin.token}`)
      .attach('files', Buffer.from('account,roles\n'), 'roles.xlsx');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('只能导入xls或xlsx文件');
  });

  it('needs a session', async () => {
    const res = await t.http().post('/file/readSheet').attach('files', await xlsx([['a']]), 'a.xlsx');
    expect(res.body.content.type).toBe(402);
  });
});
