import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';

/** id → display name of rows of the caller's enterprise, in one query per table (list decoration). */
@Injectable()
export class NameLookup {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async names<T extends ObjectLiteral>(entity: EntityTarget<T>, enterpriseId: number, ids: ReadonlyArray<number | null | undefined>, column = 'name'): Promise<Map<number, string>> {
    const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!unique.length) return new Map();
    const rows = await this.db
      .getRepository(entity)
      .createQueryBuilder('n')
      .select(['n.id AS id', `n.${column} AS name`])
      .where({ enterprise_id: enterpriseId, id: In(unique) })
      .getRawMany<{ id: number; name: string }>();
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }
}
