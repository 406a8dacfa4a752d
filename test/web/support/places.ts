import { floorPlanPng } from '../../../libs/equipment/src/location/plan-png';
import { api, typeId } from './api';

/** Location business number of /addFile (web: POSITION_BUSINESS_NO). */
const POSITION_FILES = 'assetPosition';

export interface PlaceTree {
  topId: number;
  childId: number;
}

export interface EquipmentRow {
  id: number;
  asset_code: string;
  asset_name: string;
  position_id: number | null;
  status: number;
  x: number | null;
  y: number | null;
}

/** Uploads the generated floor plan through /addFile (multipart, as the web does) and returns the file id. */
export async function uploadPlan(base: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(floorPlanPng())], { type: 'image/png' }), 'plan.png');
  form.append('business_no', POSITION_FILES);
  const res = await fetch(`${base}/addFile`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const envelope = (await res.json()) as { code: number; content: number; msg: string };
  if (envelope.code !== 200) throw new Error(`/addFile: ${envelope.msg}`);
  return envelope.content;
}

/** A top-level location with a floor plan and one child under it, made through the API. */
export async function placeTree(base: string, token: string, top: string, child: string): Promise<PlaceTree> {
  const plan = await uploadPlan(base, token);
  const topId = (await api<{ id: number }>(base, '/assetPosition/add', { name: top, plan_file_id: plan }, token)).id;
  const childId = (await api<{ id: number }>(base, '/assetPosition/add', { name: child, parent_id: topId, x: 100, y: 50 }, token)).id;
  return { topId, childId };
}

/** Equipment of the demo type `typeName` (default 泵) in a location, made through the API. */
export async function addEquipment(
  base: string,
  token: string,
  equipment: { code: string; name: string; positionId?: number; typeName?: string; status?: number },
): Promise<EquipmentRow> {
  return api<EquipmentRow>(
    base,
    '/equipment/add',
    {
      asset_code: equipment.code,
      asset_name: equipment.name,
      type_id: await typeId(base, token, equipment.typeName ?? '泵'),
      position_id: equipment.positionId,
      status: equipment.status ?? 1,
    },
    token,
  );
}

/** The equipment row with this code, as the ledger lists it. */
export const equipmentByCode = async (base: string, token: string, code: string): Promise<EquipmentRow | undefined> =>
  (await api<{ rows: EquipmentRow[] }>(base, '/equipment/pageList', { keyword: code }, token)).rows.find((row) => row.asset_code === code);
