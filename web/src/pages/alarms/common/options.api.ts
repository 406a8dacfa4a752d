import { useQuery } from '@tanstack/react-query';
import { METER_TYPES, type MeterChoice, type MeterType, type Page, type QuantityCatalogue, type QuantitySpec as ContractQuantitySpec, type RoleRow, type UserRow } from '@gengyun/contracts';
import { call } from '@/api/client';
import { OPTIONS_STALE_MS } from '@/api/hooks';

/** Meter types of the iot area; labels `iot.meter.types.<type>`. */
export { METER_TYPES, type MeterType };

/** What the rule and filter pickers read of meters, quantities, users and roles (contracts shapes). */
export type MeterOption = MeterChoice;
export type QuantitySpec = Pick<ContractQuantitySpec, 'key' | 'unit' | 'labelKey'>;
export type UserOption = Pick<UserRow, 'id' | 'account' | 'name' | 'phone'>;
export type RoleOption = Pick<RoleRow, 'id' | 'name'>;

/** The largest page the server accepts. */
export const OPTIONS_PAGE_SIZE = 100;

export const optionKeys = {
  meters: ['alarm', 'options', 'meters'] as const,
  quantities: ['alarm', 'options', 'quantities'] as const,
  users: ['alarm', 'options', 'users'] as const,
  roles: ['alarm', 'options', 'roles'] as const,
};

/** Enabled meters of the enterprise (any logged-in user may list them). */
export const useMeterOptions = () =>
  useQuery({
    queryKey: optionKeys.meters,
    queryFn: ({ signal }) =>
      call<MeterOption[]>('/meter/enabledList', undefined, { noLoading: true, silent: true, signal }),
    staleTime: OPTIONS_STALE_MS,
  });

/** What each meter type reports. */
export const useQuantityCatalogue = () =>
  useQuery({
    queryKey: optionKeys.quantities,
    queryFn: ({ signal }) =>
      call<QuantityCatalogue>('/meter/quantities', undefined, {
        noLoading: true,
        silent: true,
        signal,
      }),
    staleTime: Infinity,
  });

/** The first page of users, for showing the names of chosen recipients (silent: needs the user list permission). */
export const useUserNames = (enabled = true) =>
  useQuery({
    queryKey: optionKeys.users,
    queryFn: ({ signal }) =>
      call<Page<UserOption>>(
        '/user/pageList',
        { pageNumber: 1, pageSize: OPTIONS_PAGE_SIZE },
        { noLoading: true, silent: true, signal },
      ),
    select: (page) => new Map(page.rows.map((user) => [user.id, user.name || user.account])),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  });

/** Roles for the recipient picker (silent: needs the role list permission). */
export const useRoleOptions = () =>
  useQuery({
    queryKey: optionKeys.roles,
    queryFn: ({ signal }) =>
      call<Page<RoleOption>>(
        '/role/pageList',
        { pageNumber: 1, pageSize: OPTIONS_PAGE_SIZE },
        { noLoading: true, silent: true, signal },
      ),
    select: (page) => page.rows,
    staleTime: OPTIONS_STALE_MS,
  });

/** A page of users for the ChooseDialog. */
export const fetchUsers = (params: Record<string, unknown>): Promise<Page<UserOption>> =>
  call<Page<UserOption>>('/user/pageList', params, { noLoading: true });

/** Meter label for lists: `code name`. */
export const meterLabel = (meter: Pick<MeterOption, 'meter_code' | 'name'>): string =>
  meter.name ? `${meter.meter_code} ${meter.name}` : meter.meter_code;
