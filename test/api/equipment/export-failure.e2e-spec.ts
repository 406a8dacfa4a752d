import { FileStorage } from '@gengyun/core';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEnterprise, type Actor } from '../../support/builders/identity';
import { addEquipment, catalogue, ok, waitTask } from './support';

describe('equipment export that cannot be written', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await startTestApp();
    ({ admin } = await newEnterprise(t));
    const ids = await catalogue(t, admin.token);
    await addEquipment(t, admin.token, { type_id: ids.pump });
  });
  afterAll(() => t.close());

  it('is retried, then marked failed with a message, and offers no file', async () => {
    const put = jest.spyOn(t.app.get(FileStorage), 'put').mockRejectedValue(new Error('disk full'));
    try {
      const start = await ok<{ id: number }>(t, '/equipment/export', {}, admin.token);
      const task = await waitTask(t, 'exportTask', start.id, admin.token, 400);
      expect(task.status).toBe(3);
      expect(task.messages.map((m) => m.key)).toEqual(['equipment.errors.exportFailed']);
      expect(put).toHaveBeenCalledTimes(3);
      const file = await t.http().get('/exportFile').query({ id: start.id, business_no: 'exportTask', token: admin.token });
      expect([file.status, file.body.msg]).toEqual([409, expect.any(String)]);
    } finally {
      put.mockRestore();
    }
  });
});
