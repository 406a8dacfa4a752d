import type { Type } from '@nestjs/common';
import type { MigrationInterface } from 'typeorm';
import type { Seeder } from '../seed/seeder';

export type MigrationClass = new () => MigrationInterface;

/**
 * What a business area brings to the platform. The app lists its areas once (apps/api/src/areas.ts); everything
 * else an area adds — permissions and menus, events and who may see them, jobs, file and audit owners, options —
 * it registers from its own folder, so adding an area edits no file of core.
 */
export interface Area {
  name: string;
  module: Type;
  /** Its tables, oldest first (`<epoch ms>-<Name>.ts` in the area's `migrations/` folder). */
  migrations: MigrationClass[];
  /** Demo data for the demo enterprise, run in the order of the area list. */
  seeders?: Array<Type<Seeder>>;
}
