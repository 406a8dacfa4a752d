import { call } from '@/api/client';
import { useActionMutation } from '@/api/hooks';
import type { UploadFn } from '@/components/Upload';
import { POSITION_BUSINESS_NO } from '../common/places.api';
import type { LocationInput } from './location-rules';

/** Location queries share the `assetPosition` root, option lists the `options` root. */
const invalidate = [['assetPosition'], ['options', 'assetPosition']];

export const useDeleteLocation = () => useActionMutation<{ id: number }>('/assetPosition/delete', { invalidate });
export const useUpdateLocation = () => useActionMutation<LocationInput>('/assetPosition/update', { invalidate });
export const useAddLocation = () => useActionMutation<LocationInput>('/assetPosition/add', { invalidate });
/** Moves an equipment on the plan: /equipment/update with only id, x and y. */
export const usePlaceEquipment = () => useActionMutation<{ id: number; x: number; y: number }>('/equipment/update', { invalidate: [['places', 'plan-equipment'], ['equipmentMarkers']] });

/** Floor-plan upload: POST /addFile (files, data_id, business_no) → the new file id. */
export const uploadPlan: UploadFn = async (files, meta) => {
  const id = await call<number | number[]>('/addFile', { files, data_id: meta.data_id, business_no: POSITION_BUSINESS_NO });
  return Array.isArray(id) ? (id[0] as number) : id;
};
