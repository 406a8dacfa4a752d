import { uploadPlan } from '../../api/equipment/support';
import type { TestApp } from '../test-app';

let seq = 0;

/** A site (top level, with its floor plan) and two areas in it, created through the API: ids of a real location tree. */
export async function newPlaces(t: TestApp, token: string): Promise<{ site: number; areaA: number; areaB: number }> {
  const add = async (body: object): Promise<number> => {
    const res = await t.post('/assetPosition/add', body, token);
    if (res.status !== 200) throw new Error(`/assetPosition/add → ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.content as { id: number }).id;
  };
  const n = ++seq;
  const site = await add({ name: `厂区${n}`, plan_file_id: await uploadPlan(t, token) });
  return { site, areaA: await add({ name: `A区${n}`, parent_id: site }), areaB: await add({ name: `B区${n}`, parent_id: site }) };
}
