import { Injectable } from '@nestjs/common';
import { toBuffer, toDataURL } from 'qrcode';
import { AppConfig, Translator, type AuthContext } from '@gengyun/core';
import { AssetPositionService } from '../location/asset-position.service';
import { EquipmentRules } from './equipment-rules';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * QR codes pointing at the web's equipment view and location map. Labels are one HTML page (A4, 3×8 labels,
 * print CSS) with each code inlined as a data URL: printable from any browser, no PDF library.
 */
@Injectable()
export class EquipmentQrService {
  constructor(
    private readonly config: AppConfig,
    private readonly rules: EquipmentRules,
    private readonly positions: AssetPositionService,
    private readonly translator: Translator,
  ) {}

  private base(): string {
    return (this.config.http.publicUrl ?? `http://localhost:${this.config.http.port}`).replace(/\/$/, '');
  }

  assetUrl(id: number): string {
    return `${this.base()}/gengyun/eqpt/list/view?id=${id}`;
  }

  positionUrl(id: number): string {
    return `${this.base()}/gengyun/eqpt/map?position=${id}`;
  }

  async asset(ctx: AuthContext, id: number, size = 256): Promise<Buffer> {
    await this.rules.find(ctx, id);
    return toBuffer(this.assetUrl(id), { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
  }

  async position(ctx: AuthContext, id: number, size = 256): Promise<Buffer> {
    await this.positions.find(ctx, id);
    return toBuffer(this.positionUrl(id), { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
  }

  async labels(ctx: AuthContext, ids: number[]): Promise<string> {
    const rows = [];
    for (const id of [...new Set(ids)]) rows.push(await this.rules.find(ctx, id));
    const cells = await Promise.all(
      rows.map(async (r) => {
        const qr = await toDataURL(this.assetUrl(r.id), { width: 160, margin: 1 });
        return `<div class="label"><img src="${qr}" alt=""><div class="text"><b>${escape(r.asset_name)}</b><span>${escape(r.asset_code)}</span></div></div>`;
      }),
    );
    const title = escape(await this.translator.t('equipment.qr.labelsTitle', ctx.lang, [], ctx.enterpriseId));
    return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>
@page{size:A4;margin:10mm}body{margin:0;font-family:sans-serif}
.sheet{display:grid;grid-template-columns:repeat(3,1fr);grid-auto-rows:34mm;gap:2mm}
.label{display:flex;align-items:center;gap:2mm;border:1px dashed #999;padding:2mm;overflow:hidden;break-inside:avoid}
.label img{width:28mm;height:28mm}.text{display:flex;flex-direction:column;font-size:10pt;word-break:break-all}
</style></head><body><div class="sheet">${cells.join('')}</div></body></html>`;
  }
}
