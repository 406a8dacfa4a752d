import { Permission, type PermissionCode } from '@gengyun/contracts';
import type { TestApp } from '../../support/test-app';
import type { Actor } from '../../support/builders/identity';
import { ok } from './support';

export const SR = Permission.serviceRequest;
/** Everything on service requests, with uploading and reading their photos. */
export const REQUEST_WORK: PermissionCode[] = [...Object.values(Permission.serviceRequest), Permission.file.upload, Permission.file.read];

export interface Request {
  id: number;
  code: string;
  status: string;
  channel: string;
  version: number;
  title: string;
  description: string | null;
  equipment_id: number | null;
  location_id: number | null;
  requester_id: number | null;
  requester_name: string;
  requester_phone: string | null;
  reject_reason: string | null;
  work_order_id: number | null;
  work_order_code: string | null;
  photos: Array<{ id: number; name: string }>;
}

/** A PNG's first bytes (signature and header): enough for the upload checks. */
export const png = (): Buffer => {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 10, 0, 0, 0, 10, 8, 6, 0, 0, 0]);
  return Buffer.concat([head, Buffer.alloc(35, 1)]);
};
export const jpeg = (): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
/** A Windows program named like a picture. */
export const exe = (): Buffer => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(70)]);
export const pdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

/** Uploads a photo for a request not saved yet; resolves to its file id. */
export async function uploadPhoto(t: TestApp, who: Actor, file: [Buffer, string] = [png(), 'leak.png']): Promise<number> {
  const res = await t.http().post('/addFile').set('Authorization', `Bearer ${who.token}`).field('business_no', 'serviceRequest').attach('files', file[0], file[1]);
  if (res.status !== 200) throw new Error(`/addFile → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.content as number;
}

export const addRequest = (t: TestApp, who: Actor, body: Record<string, unknown>) => ok<Request>(t, '/serviceRequest/add', { title: '水泵漏水', ...body }, who);
export const requestDetail = (t: TestApp, who: Actor, id: number) => ok<Request>(t, '/serviceRequest/detail', { id }, who);

export const count = async (t: TestApp, table: string): Promise<number> => Number(((await t.db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Array<{ n: number | string }>)[0]?.n);
