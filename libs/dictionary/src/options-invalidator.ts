import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, ObjectLiteral, RemoveEvent, UpdateEvent } from 'typeorm';
import { OptionsRegistry, type EntityClass } from './options.registry';
import { OptionsService } from './options.service';

type WriteEvent = InsertEvent<ObjectLiteral> | UpdateEvent<ObjectLiteral> | RemoveEvent<ObjectLiteral>;

/**
 * Drops cached option lists when a table their loader reads is written, so a location or type added a moment
 * ago appears in every picker at once instead of after the 30 s cache. Listens to TypeORM's writes in this
 * process; other processes catch up when their 30 s entries expire.
 */
@Injectable()
export class OptionsInvalidator implements EntitySubscriberInterface<ObjectLiteral> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly registry: OptionsRegistry,
    private readonly options: OptionsService,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<ObjectLiteral>): void {
    this.changed(event);
  }

  afterUpdate(event: UpdateEvent<ObjectLiteral>): void {
    this.changed(event);
  }

  afterRemove(event: RemoveEvent<ObjectLiteral>): void {
    this.changed(event);
  }

  private changed(event: WriteEvent): void {
    const target = event.metadata.target;
    if (typeof target !== 'function') return;
    const enterpriseId = (event.entity as { enterprise_id?: unknown } | undefined)?.enterprise_id;
    for (const key of this.registry.keysReading(target as EntityClass)) {
      if (typeof enterpriseId === 'number') this.options.invalidate(enterpriseId, key);
      else this.options.invalidateEverywhere(key);
    }
  }
}
