import { Injectable } from '@nestjs/common';
import { toBuffer, toDataURL } from 'qrcode';
import { equipmentViewPath } from '@gengyun/contracts';
import { AppConfig, Translator, type AuthContext } from '@gengyun/core';
import { AssetPositionService } from '../location/asset-position.service';
import { EquipmentRules } from './equipment-rules';
import { EquipmentScanLinks } from './equipment-scan-links';

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * QR codes of equipment and locations. An equipment's code opens what `EquipmentScanLinks` answers (its scan address,
 * decided when scanned), else the web's equipment view; a location's, the equipment map.
 * Labels are one HTML page (A4, 3×8 labels, print CSS) with each code inlined as a data URL and a line saying what
 * it opens: printable from any browser, no PDF library.
 */
@Injectable()
export class EquipmentQrService {
  constructor(
    private readonly config: AppConfig,
    private readonly rules: EquipmentRules,
    private readonly positions: AssetPositionService,
    private readonly translator: Translator,
    private readonly scanLinks: EquipmentScanLinks,
  ) {}

  private base(): string {
    return (this.config.http.publicUrl ?? `http://localhost:${this.config.http.port}`).replace(/\/$/, '');
  }

  assetUrl(id: number): string {
    return `${this.base()}${equipmentViewPath(id)}`;
  }

  positionUrl(id: number): string {
    return `${this.base()}/gengyun/eqpt/map?position=${id}`;
  }

  async asset(ctx: AuthContext, id: number, size = 256): Promise<Buffer> {
    await this.rules.find(ctx, id);
    const url = (await this.scanLinks.of(ctx, [id])).get(id) ?? this.assetUrl(id);
    return toBuffer(url, { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
  }

  async position(ctx: AuthContext, id: number, size = 256): Promise<Buffer> {
    await this.positions.find(ctx, id);
    return toBuffer(this.positionUrl(id), { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });
  }

  async labels(ctx: AuthContext, ids: number[]): Promise<string> {
    const rows = [];
    for (const id of [...new Set(ids)]) rows.push(await this.rules.find(ctx, id));
    const links = await this.scanLinks.of(ctx, rows.map((r) => r.id));
    const say = (key: string) => this.translator.t(key, ctx.lang, [], ctx.enterpriseId).then(escape);
    const [title, toReport, toView] = await Promise.all([say('equipment.qr.labelsTitle'), say('equipment.qr.scanToReport'), say('equipment.qr.scanToView')]);
    const cells = await Promise.all(
      rows.map(async (r) => {
        const link = links.get(r.id);
        const qr = await toDataURL(link ?? this.assetUrl(r.id), { width: 160, margin: 1 });
        const opens = link ? toReport : toView;
        return `<div class="label"><img src="${qr}" alt=""><div class="text"><b>${escape(r.asset_name)}</b><span>${escape(r.asset_code)}</span><small>${opens}</small></div></div>`;
      }),
    );
    return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>
@page{size:A4;margin:10mm}body{margin:0;font-family:sans-serif}
.sheet{display:grid;grid-template-columns:repeat(3,1fr);grid-auto-rows:34mm;gap:2mm}
.label{display:flex;align-items:center;gap:2mm;border:1px dashed #999;padding:2mm;overflow:hidden;break-inside:avoid}
.label img{width:28mm;height:28mm}.text{display:flex;flex-direction:column;font-size:10pt;word-break:break-all}.text small{font-size:8pt;color:#555}
</style></head><body><div class="sheet">${cells.join('')}</div></body></html>`;
  }
}
