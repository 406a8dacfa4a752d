import { Injectable } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { KeyParam, MessageKey } from '@gengyun/contracts';
import type { AuthContext, RemarkPart } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import { AssetAddress } from '../basic/asset-address.entity';
import { AssetPosition } from '../location/asset-position.entity';
import { RUNNING_LABELS, STATUS_LABELS } from '../equipment.constants';
import { Equipment } from './equipment.entity';
import { EquipmentModel } from '../catalog/equipment-model.entity';
import { EquipmentType } from '../catalog/equipment-type.entity';
import { NameLookup } from '../name-lookup.service';
import { Partner } from '../basic/partner.entity';

/** One edited field of an equipment: its column, the stored value and the new one. */
export interface FieldChange {
  field: keyof Equipment;
  before: unknown;
  after: unknown;
}

/** The equipment form's label of every field an edit may change. */
const FIELD_LABELS: Partial<Record<keyof Equipment, MessageKey>> = {
  asset_code: 'equipment.ledger.fields.code',
  asset_name: 'equipment.ledger.fields.name',
  type_id: 'equipment.ledger.fields.type',
  model_id: 'equipment.ledger.fields.model',
  position_id: 'equipment.ledger.fields.position',
  parent_id: 'equipment.ledger.fields.parent',
  status: 'equipment.ledger.fields.status',
  running_status_id: 'equipment.ledger.fields.runningStatus',
  supplier_id: 'equipment.ledger.fields.supplier',
  manufacturer_id: 'equipment.ledger.fields.manufacturer',
  address_id: 'equipment.ledger.fields.address',
  warranty_type: 'equipment.ledger.fields.warrantyType',
  warranty_start: 'equipment.ledger.fields.warrantyStart',
  warranty_end: 'equipment.ledger.fields.warrantyEnd',
  purchase_date: 'equipment.ledger.fields.purchaseDate',
  purchase_cost: 'equipment.ledger.fields.purchaseCost',
  specification: 'equipment.ledger.fields.specification',
  remark: 'equipment.ledger.fields.remark',
  custom_fields: 'equipment.ledger.fields.customFields',
  x: 'equipmentPlaces.location.fields.x',
  y: 'equipmentPlaces.location.fields.y',
  lng: 'equipmentPlaces.common.lng',
  lat: 'equipmentPlaces.common.lat',
};

/** Id columns shown by the referenced row's name (names as they were when the change was made). */
const REFERENCES: Partial<Record<keyof Equipment, { entity: EntityTarget<ObjectLiteral>; column?: string }>> = {
  type_id: { entity: EquipmentType },
  model_id: { entity: EquipmentModel },
  position_id: { entity: AssetPosition },
  parent_id: { entity: Equipment, column: 'asset_name' },
  supplier_id: { entity: Partner },
  manufacturer_id: { entity: Partner },
  address_id: { entity: AssetAddress },
};

/** Value columns shown by their translated label. */
const LABELLED: Partial<Record<keyof Equipment, Record<number, MessageKey>>> = {
  status: STATUS_LABELS,
  running_status_id: RUNNING_LABELS,
};

/** Value columns shown by the text of the enterprise's dictionary item (its own edits included). */
const DICTIONARY_KEYS: Partial<Record<keyof Equipment, string>> = {
  warranty_type: 'warrantyType',
};

const asKey = (key: string): KeyParam => ({ key });

/**
 * Audit remarks of an equipment edit that a person can read: `common.audit.fieldChanged` with the field's form label
 * and readable values, labels as `{ key }` params so the log reads in the reader's language.
 */
@Injectable()
export class EquipmentAuditRemarks {
  constructor(
    private readonly lookup: NameLookup,
    private readonly options: OptionsService,
  ) {}

  async fieldChanges(ctx: AuthContext, changes: readonly FieldChange[]): Promise<RemarkPart[]> {
    const names = new Map<keyof Equipment, Map<number, KeyParam | string>>();
    for (const { field, before, after } of changes) {
      const ref = REFERENCES[field];
      if (ref) names.set(field, await this.lookup.names(ref.entity, ctx.enterpriseId, [before, after].map(toId), ref.column));
      const dictionary = DICTIONARY_KEYS[field];
      if (dictionary) names.set(field, await this.dictionaryTexts(ctx, dictionary, [before, after].map(toId)));
    }
    const readable = (field: keyof Equipment, value: unknown): unknown => {
      if (value === null || value === undefined || value === '') return '';
      const id = toId(value);
      const labels = LABELLED[field];
      if (labels && id !== null) return labels[id] ? asKey(labels[id]) : value;
      const named = names.get(field);
      if (named && id !== null) return named.get(id) ?? value;
      return value;
    };
    return changes.map(({ field, before, after }) => ({
      key: 'common.audit.fieldChanged',
      params: [FIELD_LABELS[field] ? asKey(FIELD_LABELS[field]) : field, readable(field, before), readable(field, after)],
    }));
  }

  /** Item texts by value: a label key as `{ key }` (read in the reader's language), plain text as it is. */
  private async dictionaryTexts(ctx: AuthContext, selectKey: string, values: Array<number | null>): Promise<Map<number, KeyParam | string>> {
    const texts = new Map<number, KeyParam | string>();
    for (const value of values) {
      if (value === null) continue;
      const item = await this.options.item(ctx, selectKey, value);
      if (item) texts.set(value, item.langtype === 1 ? asKey(item.text) : item.text);
    }
    return texts;
  }
}

const toId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
};
