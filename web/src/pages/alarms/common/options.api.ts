import { useQuery } from '@tanstack/react-query';
import type { Page } from '@gengyun/contracts';
import { call } from '@/api/client';
import { OPTIONS_STALE_MS } from '@/api/hooks';

/** Meter types of the iot area (libs/core METER_TYPES); labels `iot.meter.types.<type>`. */
export const METER_TYPES = ['flowmeter', 'water', 'air', 'pm', 'power'] as const;
export type MeterType = (typeof METER_TYPES)[number];

export interface MeterOption {
  id: number;
  meter_code: string;
  name: string | null;
  meter_type: MeterType;
}

export interface QuantitySpec {
  key: string;
  unit: string;
  labelKey: string;
}

export interface UserOption {
  id: number;
  account: string;
  name: string;
  phone: string | null;
}

export interface RoleOption {
  id: number;
  name: string;
}

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
      call<Record<MeterType, QuantitySpec[]>>('/meter/quantities', undefined, {
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
