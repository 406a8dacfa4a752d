import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { EquipmentReferences } from '@gengyun/equipment';
import { UserDirectory } from '@gengyun/identity';
import { SparePart } from './part/spare-part.entity';
import { Warehouse, WarehouseBin } from './warehouse/warehouse.entity';

export type PartName = Pick<SparePart, 'id' | 'spare_part_code' | 'name' | 'unit'>;

/** The names beside the ids an answer's rows hold, by id; an id missing from its map is not of the enterprise. */
export interface Names {
  part: ReadonlyMap<number, PartName>;
  warehouse: ReadonlyMap<number, string>;
  bin: ReadonlyMap<number, string>;
  supplier: ReadonlyMap<number, string>;
  user: ReadonlyMap<number, string>;
}

type Ids = Iterable<number | null>;

const distinct = (ids: Ids | undefined): number[] => [...new Set([...(ids ?? [])].filter((id): id is number => id !== null))];

/**
 * What the inventory's answers show beside their ids — a part's code, name and unit, a warehouse's name, a bin's code,
 * a supplier's and a person's name —: one query per kind asked for, none for a kind without ids. Each service keeps
 * its own row mapping, as its contract's row is its own.
 */
@Injectable()
export class ViewNames {
  constructor(
    @InjectRepository(SparePart) private readonly parts: Repository<SparePart>,
    @InjectRepository(Warehouse) private readonly warehouses: Repository<Warehouse>,
    @InjectRepository(WarehouseBin) private readonly bins: Repository<WarehouseBin>,
    private readonly refs: EquipmentReferences,
    private readonly directory: UserDirectory,
  ) {}

  async of(enterpriseId: number, ids: { [K in keyof Names]?: Ids }): Promise<Names> {
    const e = enterpriseId;
    const [part, warehouse, bin, supplier, user] = await Promise.all([
      this.read(ids.part, (list) => this.parts.find({ select: { id: true, spare_part_code: true, name: true, unit: true }, where: { enterprise_id: e, id: In(list) } }), (p) => p),
      this.read(ids.warehouse, (list) => this.warehouses.find({ select: { id: true, name: true }, where: { enterprise_id: e, id: In(list) } }), (w) => w.name),
      this.read(ids.bin, (list) => this.bins.find({ select: { id: true, code: true }, where: { enterprise_id: e, id: In(list) } }), (b) => b.code),
      distinct(ids.supplier).length ? this.refs.partnerNames(e, distinct(ids.supplier)) : new Map<number, string>(),
      this.read(ids.user, (list) => this.directory.byIds(e, list), (u) => u.name),
    ]);
    return { part, warehouse, bin, supplier, user };
  }

  private async read<R extends { id: number }, V>(ids: Ids | undefined, find: (ids: number[]) => Promise<R[]>, value: (row: R) => V): Promise<Map<number, V>> {
    const list = distinct(ids);
    return new Map(list.length ? (await find(list)).map((r) => [r.id, value(r)]) : []);
  }
}
