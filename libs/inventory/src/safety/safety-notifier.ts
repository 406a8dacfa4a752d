import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { ChannelMessages, Translator } from '@gengyun/core';
import { PermissionHolders } from '@gengyun/identity';
import { UserMessageService } from '@gengyun/system';
import { SparePart } from '../part/spare-part.entity';
import { Warehouse } from '../warehouse/warehouse.entity';
import type { Crossing } from './safety-crossings';

/**
 * Tells each warehouse's manager, in their own language, that a part fell below its safety minimum there (issue 15
 * item 5): one in-app message and one mail per crossing, the mail through the enterprise's message channels (core
 * ChannelMessages: recorded, sent in the background, skipped with the reason when the manager has no address or no
 * SMTP server is configured). Sent after the movement committed; a failure is logged, never returned to the one who
 * moved the stock (the movement stands).
 */
@Injectable()
export class SafetyNotifier {
  private readonly logger = new Logger('SafetyNotifier');

  constructor(
    @InjectRepository(SparePart) private readonly parts: Repository<SparePart>,
    @InjectRepository(Warehouse) private readonly warehouses: Repository<Warehouse>,
    private readonly holders: PermissionHolders,
    private readonly inbox: UserMessageService,
    private readonly translator: Translator,
    private readonly channels: ChannelMessages,
  ) {}

  async crossed(enterpriseId: number, crossings: readonly Crossing[]): Promise<void> {
    if (!crossings.length) return;
    try {
      const [parts, warehouses] = await Promise.all([
        this.parts.find({ select: { id: true, spare_part_code: true, name: true }, where: { enterprise_id: enterpriseId, id: In(crossings.map((c) => c.partId)) } }),
        this.warehouses.find({ select: { id: true, name: true, manager_id: true }, where: { enterprise_id: enterpriseId, id: In(crossings.map((c) => c.warehouseId)) } }),
      ]);
      const part = new Map(parts.map((p) => [p.id, p]));
      const warehouse = new Map(warehouses.map((w) => [w.id, w]));
      const managers = warehouses.map((w) => w.manager_id).filter((id): id is number => id !== null);
      const lang = new Map((await this.holders.languages(enterpriseId, [...new Set(managers)])).map((u) => [u.id, u.lang]));
      const messages = [];
      const mails = [];
      for (const c of crossings) {
        const w = warehouse.get(c.warehouseId);
        const p = part.get(c.partId);
        const reader = w?.manager_id ?? null;
        const language = reader === null ? undefined : lang.get(reader);
        if (!w || !p || reader === null || !language) continue;
        const params = [p.spare_part_code, p.name, w.name, c.onHand, c.min];
        messages.push({
          userId: reader,
          title: await this.translator.t('inventory.safety.alertTitle', language, params, enterpriseId),
          content: await this.translator.t('inventory.safety.alertContent', language, params, enterpriseId),
          link: 'bom/reorder',
        });
        mails.push({ userId: reader, params, topic: `inventory:safety:${p.id}:${w.id}` });
      }
      await this.inbox.deliver(enterpriseId, messages);
      for (const m of mails) {
        await this.channels.send({
          enterpriseId,
          channel: 'mail',
          userIds: [m.userId],
          topic: m.topic,
          subject: { key: 'inventory.safety.alertTitle', params: m.params },
          text: { key: 'inventory.safety.alertContent', params: m.params },
        });
      }
    } catch (error) {
      this.logger.error(`safety stock alert of enterprise ${enterpriseId}: ${String(error)}`);
    }
  }
}
