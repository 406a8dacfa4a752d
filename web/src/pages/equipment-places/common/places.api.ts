import type { EquipmentRow, LocationDetail, LocationNode as LocationTreeNode, Page, UserRow } from '@gengyun/contracts';
import { call } from '@/api/client';
import { useCallQuery, useOptionsQuery, type OptionItem } from '@/api/hooks';
import { fileLink, links } from '@/api/file-download';
import type { ChooseFetcher } from '@/components/ChooseDialog';

/** Business number of location files (floor plans) on the server. */
export const POSITION_BUSINESS_NO = 'assetPosition';

/** One location of `/assetPosition/tree` (children nested; left out where a screen prunes leaves). */
export type LocationNode = Omit<LocationTreeNode, 'children'> & { children?: LocationNode[] };
/** `/assetPosition/detail`: the row, its path (top first) and the floor plan it is drawn on. */
export type { EquipmentRow, LocationDetail, UserRow };

export const placeKeys = {
  tree: ['assetPosition', 'tree'] as const,
  detail: (id: number) => ['assetPosition', 'detail', id] as const,
};

export const useLocationTree = (keyword = '') => useCallQuery<LocationNode[]>([...placeKeys.tree], '/assetPosition/tree', keyword ? { keyword } : undefined);
export const useLocationDetail = (id: number | null) =>
  useCallQuery<LocationDetail>(placeKeys.detail(id ?? 0), '/assetPosition/detail', { id }, { enabled: Boolean(id) });

/** Location choices (`assetPosition` option list, flat with pid), cached 30 s. */
export const useLocationOptions = () => useOptionsQuery('assetPosition');

export interface TreeChoice {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeChoice[];
}

/** Flat option items (value, text, pid) → TreeSelect data; `exclude` drops those ids and their subtrees. */
export function optionTree(list: ReadonlyArray<Pick<OptionItem, 'value' | 'text' | 'pid'>> | undefined, exclude: ReadonlySet<number> = new Set()): TreeChoice[] {
  const items = Array.isArray(list) ? list : [];
  const byParent = new Map<number | null, OptionItem[]>();
  const ids = new Set(items.map((i) => Number(i.value)));
  for (const item of items) {
    const pid = item.pid === null || item.pid === undefined || item.pid === '' || !ids.has(Number(item.pid)) ? null : Number(item.pid);
    const list = byParent.get(pid);
    if (list) list.push(item);
    else byParent.set(pid, [item]);
  }
  const build = (pid: number | null, seen: Set<number>): TreeChoice[] =>
    (byParent.get(pid) ?? [])
      .filter((i) => !exclude.has(Number(i.value)) && !seen.has(Number(i.value)))
      .map((i) => {
        const id = Number(i.value);
        const children = build(id, new Set(seen).add(id));
        return { value: id, title: i.label ?? i.text, ...(children.length ? { children } : {}) };
      });
  return build(null, new Set());
}

/** Names by id of an option list. */
export const optionNames = (items: readonly OptionItem[] | undefined): Map<number, string> =>
  new Map((Array.isArray(items) ? items : []).map((i) => [Number(i.value), i.label ?? i.text]));

/** Equipment page for choose dialogs (`/equipment/pageList`); extras such as `position_id` pass through. */
export const fetchEquipmentPage: ChooseFetcher<EquipmentRow> = (params) =>
  call<Page<EquipmentRow>>('/equipment/pageList', { ...params }, { noLoading: true });

/** Users for person pickers (first page of `/user/pageList`, by keyword). */
export const useUserChoices = (keyword: string) =>
  useCallQuery<Page<UserRow>>(['places', 'users'], '/user/pageList', { keyword, pageNumber: 1, pageSize: 100 }, { silent: true, staleTime: 30_000 });

/** A page of users for choose dialogs (`/user/pageList`, needs the user list permission). */
export const fetchUserPage: ChooseFetcher<UserRow> = (params) => call<Page<UserRow>>('/user/pageList', { ...params }, { noLoading: true });

/** Floor-plan picture of a location file. */
export const planImageUrl = (fileId: number | string): string => links.image(fileId, POSITION_BUSINESS_NO);
/** QR code PNG of a location (SPEC section 7 link builder). */
export const positionQrUrl = (id: number | string): string => fileLink('/showAssetPositionQRCode', { id });
/** The equipment detail page (built by the ledger screens). */
export const equipmentViewPath = (id: number | string): string => `/gengyun/eqpt/list/view?id=${encodeURIComponent(String(id))}`;
