import { DefaultNamingStrategy, TableColumn, TableIndex, type TableColumnOptions } from 'typeorm';

/** Column builders for migrations, so one migration file yields the same schema on SQLite and MySQL. */
export const col = {
  id: (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' }),
  int: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable }),
  bigint: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'bigint', isNullable: nullable }),
  varchar: (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable }),
  text: (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable }),
  bool: (name: string, defaultValue: boolean): TableColumnOptions => ({ name, type: 'boolean', default: defaultValue ? 1 : 0 }),
  datetime: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable: nullable }),
  decimal: (name: string, precision: number, scale: number, nullable = true): TableColumnOptions => ({ name, type: 'decimal', precision, scale, isNullable: nullable }),
  double: (name: string, nullable = true): TableColumnOptions => ({ name, type: 'double', isNullable: nullable }),
};

/** id, enterprise_id, create_time, create_user_id, update_time — the TenantEntity columns. */
export const tenantColumns = (): TableColumnOptions[] => [
  col.id(),
  col.int('enterprise_id'),
  col.datetime('create_time'),
  col.int('create_user_id', true),
  col.datetime('update_time'),
];

const naming = new DefaultNamingStrategy();

/** An index named as TypeORM names an entity's unnamed @Index, so migrations and entities agree. */
export const index = (table: string, columnNames: string[], isUnique = false): TableIndex =>
  new TableIndex({ name: naming.indexName(table, columnNames), columnNames, isUnique });

export const tenantIndex = (table: string): TableIndex => index(table, ['enterprise_id']);

export { TableColumn };
