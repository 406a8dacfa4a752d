import { Permission } from '@gengyun/contracts';
import { startTestApp, type TestApp } from '../../support/test-app';
import { testDbKind } from '../../support/test-db';
import { newEnterprise, newUser, type Actor } from '../../support/builders/identity';
import { NotesOwnerModule } from '../../support/notes-owner';
import { exe, fileRows, jpeg, pdf, png, storedFiles, zip } from './fixtures';

describe(`files (${testDbKind()})`, () => {
  let t: TestApp;
  let admin: Actor;
  let editor: Actor;
  let other: Actor;
  let reader: Actor;
  let nobody: Actor;

  beforeAll(async () => {
    t = await startTestApp({}, [NotesOwnerModule]);
    const ent = await newEnterprise(t);
    admin = ent.admin;
    other = (await newEnterprise(t)).admin;
    editor = await newUser(t, ent.enterpriseId, { permissions: [Permission.file.upload, Permission.file.read, Permission.file.delete], lang: 'en_US' });
    reader = await newUser(t, ent.enterpriseId, { permissions: [Permission.file.read], lang: 'en_US' });
    nobody = await newUser(t, ent.enterpriseId, { lang: 'en_US' });
  });
  afterAll(() => t?.close());

  const upload = (actor: Actor, files: Array<[Buffer, string]>, fields: Record<string, string> = { business_no: 'note', data_id: '7' }) => {
    let req = t.http().post('/addFile').set('Authorization', `Bearer ${actor.token}`).set('Accept-Language', 'en-US');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const [buffer, name] of files) req = req.attach('files', buffer, name);
    return req;
  };

  /** Asserts a refusal and that neither rows nor stored bytes changed. */
  const refused = async (send: () => PromiseLike<{ status: number; body: { code: number; msg: string } }>, status: number, msg: string) => {
    const [rows, stored] = [await fileRows(t), storedFiles(t)];
    const res = await send();
    expect({ status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({ status, code: -1, msg });
    expect(await fileRows(t)).toBe(rows);
    expect(storedFiles(t)).toBe(stored);
  };

  it('stores one file and answers its id; lists, shows and downloads it', async () => {
    const image = png(20, 10);
    const res = await upload(editor, [[image, '设备照片.png']]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, msg: 'Operation succeeded' });
    const id = res.body.content as number;
    expect(typeof id).toBe('number');

    const list = await t.http().get('/searchFileInfo').query({ business_no: 'note', data_id: 7 }).set('Authorization', `Bearer ${reader.token}`);
    expect(list.status).toBe(200);
    expect(list.body.content).toEqual([expect.objectContaining({ id, name: '设备照片.png', size: image.length, ext: 'png', mime: 'image/png', data_id: 7 })]);

    const img = await t.http().get('/getImg').query({ id, business_no: 'note', token: nobody.token }).buffer(true);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(img.body as Buffer, image)).toBe(0);

    const down = await t.http().get('/exportFile').query({ id, business_no: 'note', token: reader.token }).buffer(true);
    expect(down.status).toBe(200);
    expect(down.headers['content-disposition']).toBe(`attachment; filename="____.png"; filename*=UTF-8''${encodeURIComponent('设备照片.png')}`);
    expect(Buffer.compare(down.body as Buffer, image)).toBe(0);
  });

  it('stores several files in one request and answers their ids; the upload shows in the object log', async () => {
    const text = Buffer.from('巡检记录\r\nline 2\n', 'utf8');
    const res = await upload(editor, [[text, 'notes.TXT'], [pdf(), 'manual.pdf'], [jpeg(), 'a.jpeg']]);
    expect(res.status).toBe(200);
    expect(res.body.content).toHaveLength(3);
    const down = await t.http().get('/exportFile').query({ id: res.body.content[0], business_no: 'note' }).set('Authorization', `Bearer ${editor.token}`).buffer(true);
    expect(down.headers['content-type']).toBe('text/plain; charset=utf-8');
    const log = await t.post('/log/pageList', { business_no: 'note', data_id: 7 }, editor.token).set('Lang', 'en_US');
    expect(log.body.content.rows.map((r: { text: string }) => r.text)).toContain('Uploaded attachment "manual.pdf"');
  });

  it('refuses a disguised file: a .png that is an executable, a .txt that is binary', async () => {
    await refused(() => upload(editor, [[exe(), 'photo.png']]), 422, 'The file content does not match its extension');
    await refused(() => upload(editor, [[exe(), 'readme.txt']]), 422, 'The file content does not match its extension');
    await refused(() => upload(editor, [[png(), 'manual.pdf']]), 422, 'The file content does not match its extension');
  });

  it('refuses types not on the list, including docx/xlsx and files without an extension', async () => {
    const badType = 'Only txt, doc, xls, pdf, jpg, jpeg, png, bmp, gif and mp4 files can be uploaded';
    await refused(() => upload(editor, [[exe(), 'setup.exe']]), 422, badType);
    await refused(() => upload(editor, [[zip(), 'report.docx']]), 422, badType);
    await refused(() => upload(editor, [[zip(), 'sheet.xlsx']]), 422, badType);
    await refused(() => upload(editor, [[pdf(), 'noextension']]), 422, badType);
  });

  it('refuses the whole request when one of several files is bad', async () => {
    await refused(() => upload(editor, [[pdf(), 'ok.pdf'], [exe(), 'bad.gif']]), 422, 'The file content does not match its extension');
  });

  it('refuses a file over 30 MB with the 413 envelope', async () => {
    const big = Buffer.alloc(30 * 1024 * 1024 + 1, 0x61);
    await refused(() => upload(editor, [[big, 'big.txt']]), 413, 'Files must not exceed 30M');
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const big = jpeg(5 * 1024 * 1024 + 1);
    await refused(() => upload(editor, [[big, 'big.jpg']]), 413, 'Pictures must not exceed 5M');
  });

  it('refuses a request without files, malformed or unknown fields with 422', async () => {
    await refused(() => upload(editor, [], { business_no: 'note' }), 422, 'Please choose a file to upload');
    await refused(() => upload(editor, [[pdf(), 'a.pdf']], { data_id: '1' }), 422, 'business_no cannot be empty');
    await refused(() => upload(editor, [[pdf(), 'a.pdf']], { business_no: 'note', data_id: 'abc' }), 422, 'data_id must be an integer');
    await refused(() => upload(editor, [[pdf(), 'a.pdf']], { business_no: 'note', colour: 'red' }), 422, 'Field colour is not allowed');
    await refused(() => upload(editor, [[pdf(), 'a.pdf']], { business_no: '../etc' }), 422, 'business_no is malformed');
    const search = await t.http().get('/searchFileInfo').query({ business_no: 'note' }).set('Authorization', `Bearer ${editor.token}`).set('Lang', 'en_US');
    expect(search.status).toBe(422);
  });

  it('answers 403 without the permission and 401 without a session, storing nothing', async () => {
    await refused(() => upload(nobody, [[pdf(), 'a.pdf']]), 403, 'No permission');
    await refused(() => upload(reader, [[pdf(), 'a.pdf']]), 403, 'No permission');
    const id = (await upload(editor, [[pdf(), 'keep.pdf']])).body.content as number;
    await refused(() => t.post('/deleteFile', { id }, reader.token).set('Lang', 'en_US'), 403, 'No permission');
    const down = await t.http().get('/exportFile').query({ id, business_no: 'note', token: nobody.token });
    expect(down.status).toBe(403);
    const anonymous = await t.http().get('/getImg').query({ id, business_no: 'note' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.content.type).toBe(402);
  });

  it("treats another enterprise's file, or a wrong business number, as not found", async () => {
    const id = (await upload(editor, [[png(), 'mine.png']])).body.content as number;
    for (const query of [
      { id, business_no: 'note', token: other.token },
      { id, business_no: 'customer', token: editor.token },
    ]) {
      const img = await t.http().get('/getImg').query(query);
      expect(img.status).toBe(404);
      expect(img.body).toMatchObject({ code: -1, msg: query.token === other.token ? '信息不存在' : 'Information does not exist' });
      const down = await t.http().get('/exportFile').query(query);
      expect(down.status).toBe(404);
    }
    const list = await t.http().get('/searchFileInfo').query({ business_no: 'note', data_id: 7, token: other.token });
    expect(list.body.content).toEqual([]);
    await refused(() => t.post('/deleteFile', { id }, other.token), 404, '信息不存在');
  });

  it('answers the administrator in zh_CN, the default language', async () => {
    await refused(() => upload(admin, [[exe(), 'photo.png']]), 422, '文件内容与扩展名不符');
    const res = await upload(admin, [[png(), 'logo.png']]);
    expect(res.body).toMatchObject({ code: 200, msg: '操作成功' });
  });

  it('serves only pictures through /getImg', async () => {
    const id = (await upload(editor, [[pdf(), 'doc.pdf']])).body.content as number;
    const res = await t.http().get('/getImg').query({ id, business_no: 'note', token: editor.token });
    expect(res.status).toBe(404);
  });

  it('deletes a file: row, stored bytes, and a log entry', async () => {
    const id = (await upload(editor, [[pdf(), 'gone.pdf']])).body.content as number;
    const [rows, stored] = [await fileRows(t), storedFiles(t)];
    const res = await t.post('/deleteFile', { id }, editor.token).set('Lang', 'en_US');
    expect(res.body).toMatchObject({ code: 200, msg: 'Operation succeeded' });
    expect(await fileRows(t)).toBe(rows - 1);
    expect(storedFiles(t)).toBe(stored - 1);
    const again = await t.post('/deleteFile', { id }, editor.token);
    expect(again.status).toBe(404);
    const log = await t.post('/log/pageList', { business_no: 'note', data_id: 7 }, editor.token).set('Lang', 'en_US');
    expect(log.body.content.rows[0].text).toBe('Deleted attachment "gone.pdf"');
  });
});
