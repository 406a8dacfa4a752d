/** `bigint` epoch-ms columns: mysql2 returns them as strings, better-sqlite3 as numbers; the entity always sees a number. */
export const epochMs = { to: (v: number): number => v, from: (v: string | number | null): number | null => (v === null ? null : Number(v)) };
