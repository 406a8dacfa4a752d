import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Page } from '@gengyun/contracts';
import { AuditService, BusinessError, findScoped, paginate, scoped, whereKeyword, type AuthContext } from '@gengyun/core';
import { FileService } from '@gengyun/files';
import type { AddOsahDto, OsahPageDto, UpdateOsahDto } from '../catalog/catalog.dto';
import { BIZ } from '../equipment.constants';
import { OsahDocument } from './osah.entity';

export type OsahView = Omit<OsahDocument, 'file_ids'> & { file_ids: number[] };
const view = (row: OsahDocument): OsahView => ({ ...row, file_ids: JSON.parse(row.file_ids) as number[] });

/** Occupational safety and health documents: files of the enterprise and a validity period. */
@Injectable()
export class OsahService {
  constructor(
    @InjectRepository(OsahDocument) private readonly repo: Repository<OsahDocument>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: FileService,
    private readonly audit: AuditService,
  ) {}

  async pageList(ctx: AuthContext, dto: OsahPageDto): Promise<Page<OsahView>> {
    const qb = scoped(this.repo.createQueryBuilder('o'), ctx);
    if (dto.category) qb.andWhere('o.category = :c', { c: dto.category });
    if (dto.valid_on) qb.andWhere('(o.valid_from IS NULL OR o.valid_from <= :d) AND (o.valid_to IS NULL OR o.valid_to >= :d)', { d: dto.valid_on });
    const page = await paginate(whereKeyword(qb, dto.keyword, ['o.title', 'o.category']).orderBy('o.id', 'DESC'), dto);
    return { total: page.total, rows: page.rows.map(view) };
  }

  async detail(ctx: AuthContext, id: number): Promise<OsahView & { files: Awaited<ReturnType<FileService['list']>> }> {
    const row = view(await findScoped(this.repo, ctx, id));
    const files = (await this.files.list(ctx, BIZ.osah, id)).filter((f) => row.file_ids.includes(f.id));
    return { ...row, files };
  }

  async add(ctx: AuthContext, dto: AddOsahDto): Promise<OsahView> {
    const ids = await this.check(ctx, dto);
    return this.db.transaction(async (m) => {
      const row = await m.save(m.create(OsahDocument, { enterprise_id: ctx.enterpriseId, create_user_id: ctx.userId, title: dto.title, category: dto.category ?? null, file_ids: JSON.stringify(ids), valid_from: dto.valid_from ?? null, valid_to: dto.valid_to ?? null, remark: dto.remark ?? null }));
      await this.files.bind(ctx, BIZ.osah, row.id, ids, m);
      await this.audit.record(ctx, BIZ.osah, row.id, [{ key: 'common.audit.created', params: [row.title] }], m);
      return view(row);
    });
  }

  async update(ctx: AuthContext, dto: UpdateOsahDto): Promise<OsahView> {
    const row = await findScoped(this.repo, ctx, dto.id);
    const ids = await this.check(ctx, { ...dto, file_ids: dto.file_ids ?? (JSON.parse(row.file_ids) as number[]) }, row.id);
    return this.db.transaction(async (m) => {
      const before = row.title;
      Object.assign(row, { title: dto.title, category: dto.category ?? row.category, file_ids: JSON.stringify(ids), valid_from: dto.valid_from ?? row.valid_from, valid_to: dto.valid_to ?? row.valid_to, remark: dto.remark ?? row.remark });
      const saved = await m.save(row);
      await this.files.bind(ctx, BIZ.osah, row.id, ids, m);
      await this.audit.record(ctx, BIZ.osah, row.id, [{ key: 'common.audit.updated', params: [before] }], m);
      return view(saved);
    });
  }

  async delete(ctx: AuthContext, id: number): Promise<void> {
    const row = await findScoped(this.repo, ctx, id);
    await this.db.transaction(async (m) => {
      await m.delete(OsahDocument, { id, enterprise_id: ctx.enterpriseId });
      await this.audit.record(ctx, BIZ.osah, id, [{ key: 'common.audit.deleted', params: [row.title] }], m);
    });
  }

  /** Files must be the enterprise's, uploaded for OSAH (unbound yet, or bound to this document). */
  private async check(ctx: AuthContext, dto: AddOsahDto, id?: number): Promise<number[]> {
    if (dto.valid_from && dto.valid_to && dto.valid_from > dto.valid_to) throw new BusinessError('common.validation.startBeforeEnd', 422);
    const ids = [...new Set(dto.file_ids ?? [])];
    for (const fileId of ids) {
      const file = await this.files.find(ctx, fileId, BIZ.osah);
      if (file.data_id !== null && file.data_id !== id) throw BusinessError.notFound();
    }
    return ids;
  }
}
