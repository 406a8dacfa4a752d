import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DEFAULT_RESULT_CODE_LISTS, RESULT_CODE_FIELDS, type ResultCodeField, type WorkOrderTypeRecord as RecordAnswer } from '@gengyun/contracts';
import { AuditService, BusinessError, type AuthContext, type Sendable } from '@gengyun/core';
import { OptionsService } from '@gengyun/dictionary';
import { WorkOrderTypeService, WORK_ORDER_TYPE_BUSINESS_NO } from '../type/work-order-type.service';
import { WorkOrderTypeRecord } from './work-order-result.entity';
import type { WorkOrderTypeRecordDto } from './work-order-result.dto';

export type TypeRecordSettings = Pick<WorkOrderTypeRecord, 'failure_list' | 'cause_list' | 'remedy_list' | 'codes_required' | 'labour_rate'>;
const DEFAULTS: TypeRecordSettings = {
  failure_list: DEFAULT_RESULT_CODE_LISTS.failure,
  cause_list: DEFAULT_RESULT_CODE_LISTS.cause,
  remedy_list: DEFAULT_RESULT_CODE_LISTS.remedy,
  codes_required: false,
  labour_rate: null,
};
export const listOf = (settings: TypeRecordSettings, field: ResultCodeField): string | null => settings[`${field}_list`];

/**
 * What a type's orders record: the dictionary types its failure, cause and remedy codes come from (the seeded
 * `failureCode`, `causeCode`, `remedyCode` until it names others; null: no such code), whether finishing needs them,
 * and the hourly labour rate. Kept beside the type rather than on it, so the type's own form stays as it is.
 */
@Injectable()
export class WorkOrderTypeRecords {
  constructor(
    @InjectRepository(WorkOrderTypeRecord) private readonly repo: Repository<WorkOrderTypeRecord>,
    private readonly types: WorkOrderTypeService,
    private readonly options: OptionsService,
    private readonly audit: AuditService,
  ) {}

  /** The settings of a type already found by the caller. */
  async of(enterpriseId: number, typeId: number): Promise<TypeRecordSettings> {
    return (await this.repo.findOne({ where: { enterprise_id: enterpriseId, type_id: typeId } })) ?? DEFAULTS;
  }

  async detail(ctx: AuthContext, typeId: number): Promise<Sendable<RecordAnswer>> {
    const type = await this.types.find(ctx, typeId);
    const settings = await this.of(ctx.enterpriseId, type.id);
    const optionsOf = async (field: ResultCodeField) => {
      const list = listOf(settings, field);
      if (!list) return [];
      return (await this.options.options(ctx, list)).map((o) => ({ value: String(o.value), label: o.label }));
    };
    const [failure, cause, remedy] = await Promise.all(RESULT_CODE_FIELDS.map(optionsOf));
    return {
      type_id: type.id,
      ...pick(settings),
      failure_options: failure ?? [],
      cause_options: cause ?? [],
      remedy_options: remedy ?? [],
    };
  }

  async save(ctx: AuthContext, dto: WorkOrderTypeRecordDto): Promise<Sendable<RecordAnswer>> {
    const type = await this.types.find(ctx, dto.type_id);
    // The form sends the whole settings: a list or rate left out is none (forms cannot send null).
    const next: TypeRecordSettings = {
      failure_list: dto.failure_list ?? null,
      cause_list: dto.cause_list ?? null,
      remedy_list: dto.remedy_list ?? null,
      codes_required: dto.codes_required ?? false,
      labour_rate: dto.labour_rate ?? null,
    };
    for (const field of RESULT_CODE_FIELDS) {
      const list = listOf(next, field);
      if (list && !(await this.options.isKnownKey(ctx.enterpriseId, list))) {
        throw new BusinessError('workOrderTypeRecord.errors.unknownList', 422, [list], { fields: { [`${field}_list`]: 'unknownList' } });
      }
    }
    await this.repo.manager.transaction(async (m) => {
      const row = await m.findOne(WorkOrderTypeRecord, { where: { enterprise_id: ctx.enterpriseId, type_id: type.id } });
      await m.save(Object.assign(row ?? m.create(WorkOrderTypeRecord, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, type_id: type.id }), next));
      await this.audit.record(ctx, WORK_ORDER_TYPE_BUSINESS_NO, type.id, [{ key: 'common.audit.updated', params: [type.name] }], m);
    });
    return this.detail(ctx, type.id);
  }
}

const pick = (s: TypeRecordSettings): TypeRecordSettings => ({
  failure_list: s.failure_list,
  cause_list: s.cause_list,
  remedy_list: s.remedy_list,
  codes_required: s.codes_required,
  labour_rate: s.labour_rate,
});
