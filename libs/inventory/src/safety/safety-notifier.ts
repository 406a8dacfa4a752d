import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { Permission, type MessageKey } from '@gengyun/contracts';
import { ChannelMessages, Translator } from '@gengyun/core';
import { PermissionHolders } from '@gengyun/identity';
import { UserMessageService } from '@gengyun/system';
import { SparePart } from '../part/spare-part.entity';
import { BlindStock, countingKey } from '../stocktake/blind-stock';
import { Warehouse } from '../warehouse/warehouse.entity';
import type { Crossing } from './safety-crossings';

/**
 * Tells each warehouse's manager, in their own language, that a part fell below its safety minimum there (issue 15
 * item 5): one in-app message and one mail per crossing, the mail through the enterprise's message channels (core
 * ChannelMessages: recorded, sent in the background, skipped with the reason when the manager has no address or no
 * SMTP server is configured). Sent after the movement committed; a failure is logged, never returned to the one who
 * moved the stock (the movement stands). A manager counting an open blind count of the warehouse is told without the
 * on-hand (`withheld`), as the stock pages keep it from them.
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
    private readonly blind: BlindStock,
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
      const withheld = await this.withheld(enterpriseId, warehouses);
      const messages = [];
      const mails = [];
      for (const c of crossings) {
        const w = warehouse.get(c.warehouseId);
        const p = part.get(c.partId);
        const reader = w?.manager_id ?? null;
        const language = reader === null ? undefined : lang.get(reader);
        if (!w || !p || reader === null || !language) continue;
        const blind = withheld.has(countingKey(w.id, reader));
        const params = blind ? [p.spare_part_code, p.name, w.name, c.min] : [p.spare_part_code, p.name, w.name, c.onHand, c.min];
        const content: MessageKey = blind ? 'inventory.safety.alertContentWithheld' : 'inventory.safety.alertContent';
        messages.push({
          userId: reader,
          title: await this.translator.t('inventory.safety.alertTitle', language, params, enterpriseId),
          content: await this.translator.t(content, language, params, enterpriseId),
          link: 'bom/reorder',
        });
        mails.push({ userId: reader, params, content, topic: `inventory:safety:${p.id}:${w.id}` });
      }
      await this.inbox.deliver(enterpriseId, messages);
      for (const m of mails) {
        await this.channels.send({
          enterpriseId,
          channel: 'mail',
          userIds: [m.userId],
          topic: m.topic,
          subject: { key: 'inventory.safety.alertTitle', params: m.params },
          text: { key: m.content, params: m.params },
        });
      }
    } catch (error) {
      this.logger.error(`safety stock alert of enterprise ${enterpriseId}: ${String(error)}`);
    }
  }

  /** The warehouse × manager pairs (`countingKey`) whose manager counts an open blind count of it and approves no counts. */
  private async withheld(enterpriseId: number, warehouses: ReadonlyArray<Pick<Warehouse, 'id' | 'manager_id'>>): Promise<Set<string>> {
    const pairs = warehouses.flatMap((w) => (w.manager_id === null ? [] : [{ warehouseId: w.id, userId: w.manager_id }]));
    const counting = await this.blind.counting(enterpriseId, pairs);
    if (!counting.size) return counting;
    const approvers = new Set((await this.holders.of(enterpriseId, Permission.stocktake.approve)).map((h) => h.id));
    return new Set(pairs.filter((p) => counting.has(countingKey(p.warehouseId, p.userId)) && !approvers.has(p.userId)).map((p) => countingKey(p.warehouseId, p.userId)));
  }
}
