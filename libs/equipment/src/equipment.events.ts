declare module '@gengyun/core' {
  interface DomainEventMap {
    /** A piece of equipment was added, moved to another location or given another type (things placed with it follow). */
    'equipment.placed': { enterpriseId: number; equipmentId: number; locationId: number | null; typeId: number | null };
  }
}

export {};
