import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/** Every migration, oldest first. Names are `<epoch ms><Area><Change>`; a test checks order and uniqueness. */
export const migrations: MigrationClass[] = [];
