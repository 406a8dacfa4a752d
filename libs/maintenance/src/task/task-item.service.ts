import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type Repository } from 'typeorm';
import type { Page, TaskItemRow } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { TaskItem } from './task-item.entity';
import { TaskTemplateItem } from './task-template.entity';
import { itemColumns, type ItemColumns } from './task-item.rules';
import type { TaskItemAddDto, TaskItemPageDto, TaskItemUpdateDto } from './task.dto';

export const TASK_ITEM_BUSINESS_NO = 'maintenanceTaskItem';
type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;

const list = (json: string | null): string[] => (json ? (JSON.parse(json) as string[]) : []);
export const itemRow = (item: TaskItem): TaskItemRow =>
  ({ ...item, options: list(item.options), failing_options: list(item.failing_options) }) as unknown as TaskItemRow;

/** The enterprise's library of checklist items, which templates put in order. */
@Injectable()
export class TaskItemService {
  constructor(
    @InjectRepository(TaskItem) private readonly repo: Repository<TaskItem>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async page(ctx: AuthContext, dto: TaskItemPageDto): Promise<Page<TaskItemRow>> {
    const qb = whereKeyword(scoped(this.repo.createQueryBuilder('i'), ctx), dto.keyword ?? dto.keywordSearch, ['i.name', 'i.standard']);
    if (dto.type) qb.andWhere('i.type = :type', { type: dto.type });
    const page = await paginate(qb.orderBy('i.id', 'DESC'), dto);
    return { rows: page.rows.map(itemRow), total: page.total };
  }

  find(ctx: Caller, id: number): Promise<TaskItem> {
    return findScoped(this.repo, ctx, id);
  }

  /** Items of the caller's enterprise by id, in the order asked; any miss is "not found". */
  async findAll(ctx: Caller, ids: readonly number[]): Promise<TaskItem[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const rows = await this.repo.find({ where: { enterprise_id: ctx.enterpriseId, id: In(unique) } });
    if (rows.length !== unique.length) throw BusinessError.notFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return unique.map((id) => byId.get(id) as TaskItem);
  }

  async add(ctx: AuthContext, dto: TaskItemAddDto): Promise<TaskItemRow> {
    const columns = itemColumns(dto);
    return itemRow(await this.dataSource.transaction((m) => this.insert(m, ctx, columns)));
  }

  /** A checked item and its log line, in the caller's transaction (the form's add and an import). */
  async insert(m: EntityManager, ctx: AuthContext, columns: ItemColumns): Promise<TaskItem> {
    const saved = await m.save(m.create(TaskItem, { ...columns, enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId || null, version: 1 }));
    await this.audit.record(ctx, TASK_ITEM_BUSINESS_NO, saved.id, [{ key: 'common.audit.created', params: [saved.name] }], m);
    return saved;
  }

  /** Saves at the version the caller saw; a concurrent save in between is refused. */
  async update(ctx: AuthContext, dto: TaskItemUpdateDto): Promise<TaskItemRow> {
    const item = await this.find(ctx, dto.id);
    if (item.version !== dto.version) throw BusinessError.conflict('common.errors.staleData');
    const columns = itemColumns(dto);
    await this.dataSource.transaction((m) => this.rewrite(m, ctx, item.id, dto.version, columns));
    return itemRow(await this.find(ctx, item.id));
  }

  /** A checked item's new columns and its log line at the version seen, in the caller's transaction (the form's edit and an import). */
  async rewrite(m: EntityManager, ctx: AuthContext, id: number, version: number, columns: ItemColumns): Promise<void> {
    const result = await m.update(TaskItem, { id, enterprise_id: ctx.enterpriseId, version }, { ...columns, version: version + 1 });
    if (!result.affected) throw BusinessError.conflict('common.errors.staleData');
    await this.audit.record(ctx, TASK_ITEM_BUSINESS_NO, id, [{ key: 'common.audit.updated', params: [columns.name] }], m);
  }

  /** An item a template lists stays. */
  async delete(ctx: AuthContext, id: number): Promise<void> {
    const item = await this.find(ctx, id);
    if (await this.dataSource.getRepository(TaskTemplateItem).exists({ where: { enterprise_id: ctx.enterpriseId, item_id: item.id } })) {
      throw BusinessError.conflict('maintenance.errors.itemInUse');
    }
    await this.dataSource.transaction(async (m) => {
      await m.delete(TaskItem, { id: item.id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, TASK_ITEM_BUSINESS_NO, item.id, [{ key: 'common.audit.deleted', params: [item.name] }], m);
    });
  }
}
