import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { toBuffer, toDataURL } from 'qrcode';
import { AppConfig, BusinessError, Translator, type AuthContext } from '@gengyun/core';
import { SparePart } from '../spare-part.entity';
import { SparePartService } from '../spare-part.service';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The web route a part's QR code opens (the part detail, which reads `id` from the query). */
export const PART_VIEW_PATH = '/gengyun/bom/list/view';

type Caller = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;

/**
 * QR codes of spare parts (issue 15 item 1). `/showBomQRCode` encodes the URL of the part's detail page, so any phone
 * camera opens it; `/searchBomMaterialQRCode` (the material label) encodes the bare spare_part_code, which is what a
 * storeroom's handheld scanner types into a search box and what survives a re-import under new ids. `resolve` turns
 * either content back into a part of the caller's enterprise: the stocktake scanner uses it. Label sheets are one
 * HTML page (A4, 3×8, print CSS) like the equipment's.
 */
@Injectable()
export class PartQrService {
  constructor(
    @InjectRepository(SparePart) private readonly repo: Repository<SparePart>,
    private readonly parts: SparePartService,
    private readonly config: AppConfig,
    private readonly translator: Translator,
  ) {}

  private base(): string {
    return (this.config.http.publicUrl ?? `http://localhost:${this.config.http.port}`).replace(/\/$/, '');
  }

  partUrl(id: number): string {
    return `${this.base()}${PART_VIEW_PATH}?id=${id}`;
  }

  async partCode(ctx: Caller, id: number, size = 256): Promise<Buffer> {
    await this.parts.find(ctx, id);
    return toBuffer(this.partUrl(id), { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
  }

  async materialCode(ctx: Caller, id: number, size = 256): Promise<Buffer> {
    const part = await this.parts.find(ctx, id);
    return toBuffer(part.spare_part_code, { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
  }

  /**
   * The part a scanned content names: a part URL (`…/bom/list/view?id=`) or a bare spare_part_code. Anything else
   * (an equipment's code, a stranger's URL) is "not a spare part label"; another enterprise's part is "not found".
   */
  async resolve(ctx: Caller, content: string): Promise<SparePart> {
    const text = content.trim();
    const url = parseUrl(text);
    if (url) {
      const id = Number(url.searchParams.get('id'));
      if (!url.pathname.endsWith('/bom/list/view') || !Number.isInteger(id) || id < 1) throw new BusinessError('inventory.errors.qrNotPart', 422);
      return this.parts.find(ctx, id);
    }
    if (!text || text.length > 50) throw new BusinessError('inventory.errors.qrNotPart', 422);
    const part = await this.repo.findOne({ where: { enterprise_id: ctx.enterpriseId, spare_part_code: text } });
    if (!part) throw BusinessError.notFound();
    return part;
  }

  async labels(ctx: AuthContext, ids: number[]): Promise<string> {
    const rows: SparePart[] = [];
    for (const id of [...new Set(ids)]) rows.push(await this.parts.find(ctx, id));
    const cells = await Promise.all(
      rows.map(async (p) => {
        const qr = await toDataURL(this.partUrl(p.id), { width: 160, margin: 1 });
        const spec = p.specification ? `<span>${escape(p.specification)}</span>` : '';
        return `<div class="label"><img src="${qr}" alt=""><div class="text"><b>${escape(p.name)}</b><span>${escape(p.spare_part_code)}</span>${spec}</div></div>`;
      }),
    );
    const title = escape(await this.translator.t('inventory.qr.labelsTitle', ctx.lang, [], ctx.enterpriseId));
    return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>
@page{size:A4;margin:10mm}body{margin:0;font-family:sans-serif}
.sheet{display:grid;grid-template-columns:repeat(3,1fr);grid-auto-rows:34mm;gap:2mm}
.label{display:flex;align-items:center;gap:2mm;border:1px dashed #999;padding:2mm;overflow:hidden;break-inside:avoid}
.label img{width:28mm;height:28mm}.text{display:flex;flex-direction:column;font-size:10pt;word-break:break-all}
</style></head><body><div class="sheet">${cells.join('')}</div></body></html>`;
  }
}

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
