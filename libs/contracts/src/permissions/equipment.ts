/** Feature permission codes of the equipment area (issue #4). */
export const equipmentPermissions = {
  equipment: {
    list: 'equipment:equipment:list',
    add: 'equipment:equipment:add',
    edit: 'equipment:equipment:edit',
    delete: 'equipment:equipment:delete',
    scrap: 'equipment:equipment:scrap',
    import: 'equipment:equipment:import',
    export: 'equipment:equipment:export',
  },
  equipmentType: {
    list: 'equipment:type:list',
    add: 'equipment:type:add',
    edit: 'equipment:type:edit',
    delete: 'equipment:type:delete',
  },
  equipmentModel: {
    list: 'equipment:model:list',
    add: 'equipment:model:add',
    edit: 'equipment:model:edit',
    delete: 'equipment:model:delete',
  },
  assetPosition: {
    list: 'equipment:position:list',
    add: 'equipment:position:add',
    edit: 'equipment:position:edit',
    delete: 'equipment:position:delete',
  },
  assetAddress: {
    list: 'equipment:address:list',
    add: 'equipment:address:add',
    edit: 'equipment:address:edit',
    delete: 'equipment:address:delete',
  },
  partner: {
    list: 'equipment:partner:list',
    add: 'equipment:partner:add',
    edit: 'equipment:partner:edit',
    delete: 'equipment:partner:delete',
  },
  osah: {
    list: 'equipment:osah:list',
    add: 'equipment:osah:add',
    edit: 'equipment:osah:edit',
    delete: 'equipment:osah:delete',
  },
  equipmentIo: {
    list: 'equipment:io:list',
    edit: 'equipment:io:edit',
    approve: 'equipment:io:approve',
  },
  equipmentCount: {
    list: 'equipment:count:list',
    edit: 'equipment:count:edit',
  },
} as const;
