/** The demo enterprise that `npm start` seeds, as the identity area created it. */
export interface SeedContext {
  enterpriseId: number;
  enterpriseCode: string;
  adminUserId: number;
}

/**
 * An area's demo data. Seeders are listed in apps/api/src/seed.ts and run in that order after the identity
 * area has created the demo enterprise; each must be idempotent (a second `npm start` changes nothing).
 */
export interface Seeder {
  seed(ctx: SeedContext): Promise<void>;
}
