/**
 * Feature permission codes. A role is granted codes (through menu entries of type route or button);
 * every API handler declares the one it needs. `<area>:<thing>:<action>`.
 */
export const Permission = {
  user: {
    list: 'identity:user:list',
    add: 'identity:user:add',
    edit: 'identity:user:edit',
    delete: 'identity:user:delete',
    resetPassword: 'identity:user:resetPassword',
    import: 'identity:user:import',
    audit: 'identity:user:audit',
    restore: 'identity:user:restore',
  },
  role: {
    list: 'identity:role:list',
    add: 'identity:role:add',
    edit: 'identity:role:edit',
    delete: 'identity:role:delete',
    grant: 'identity:role:grant',
  },
  org: {
    list: 'identity:org:list',
    add: 'identity:org:add',
    edit: 'identity:org:edit',
    delete: 'identity:org:delete',
  },
  language: {
    list: 'i18n:language:list',
    edit: 'i18n:language:edit',
    company: 'i18n:language:company',
  },
  dictionary: {
    list: 'dictionary:dict:list',
    edit: 'dictionary:dict:edit',
    field: 'dictionary:field:edit',
  },
  file: {
    upload: 'files:file:upload',
    read: 'files:file:read',
  },
  system: {
    config: 'system:config:edit',
    enterprise: 'system:enterprise:edit',
    cache: 'system:cache:list',
    cacheClear: 'system:cache:clear',
    errorLog: 'system:errorLog:list',
    notice: 'system:notice:edit',
    audit: 'system:audit:list',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof Permission>;

export const allPermissionCodes = (): PermissionCode[] => {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(Permission);
  return out as PermissionCode[];
};

/** Data-permission dimensions (SPEC section 6). `null` scope means unrestricted. */
export const DataScope = {
  location: 'location',
  equipmentType: 'equipment_type',
  workOrderType: 'work_order_type',
  warehouse: 'warehouse',
  assetCategory: 'asset_category',
  deviceLocation: 'device_location',
} as const;
export type DataScope = (typeof DataScope)[keyof typeof DataScope];
