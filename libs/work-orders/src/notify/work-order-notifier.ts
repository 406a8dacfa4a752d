import { Injectable } from '@nestjs/common';
import { Permission as P, type Lang, type MessageKey } from '@gengyun/contracts';
import { Translator } from '@gengyun/core';
import { PermissionHolders, type PermissionHolder } from '@gengyun/identity';
import { UserMessageService } from '@gengyun/system';
import type { WorkOrder } from '../order/work-order.entity';
import { mayView } from '../order/work-order-scope';

/** What the sweep tells people about: the response deadline passed with nobody on it, or the work ran late. */
export type WorkOrderNoticeKind = 'overdue' | 'late';

const TEXTS: Readonly<Record<WorkOrderNoticeKind, { title: MessageKey; content: MessageKey }>> = {
  overdue: { title: 'workOrder.sla.notice.overdueTitle', content: 'workOrder.sla.notice.overdueContent' },
  late: { title: 'workOrder.sla.notice.lateTitle', content: 'workOrder.sla.notice.lateContent' },
};

/** The dispatchers of each enterprise, read once per sweep. */
export type DispatcherCache = Map<number, Promise<PermissionHolder[]>>;

type Notified = Pick<WorkOrder, 'id' | 'enterprise_id' | 'code' | 'title' | 'location_id' | 'type_id' | 'person_in_charge_id'>;

/**
 * In-app messages about a work order (issue 13 item 7): to its person in charge, and to the dispatch owners — users
 * holding the dispatch permission who may see the order (their data scope covers it, or it is theirs). Each gets one
 * message in their own language.
 */
@Injectable()
export class WorkOrderNotifier {
  constructor(
    private readonly holders: PermissionHolders,
    private readonly inbox: UserMessageService,
    private readonly translator: Translator,
  ) {}

  /** Who is told about the order: user ids with their language, each once. */
  async recipients(order: Notified, handlerIds: readonly number[], cache: DispatcherCache = new Map()): Promise<Array<{ id: number; lang: Lang }>> {
    let dispatchers = cache.get(order.enterprise_id);
    if (!dispatchers) cache.set(order.enterprise_id, (dispatchers = this.holders.of(order.enterprise_id, P.workOrder.dispatch)));
    const owners = (await dispatchers).filter((d) => mayView({ ...d, userId: d.id }, order, handlerIds));
    const inCharge = await this.holders.languages(order.enterprise_id, [order.person_in_charge_id]);
    const byId = new Map([...inCharge, ...owners].map((u) => [u.id, { id: u.id, lang: u.lang }]));
    return [...byId.values()];
  }

  async notify(kind: WorkOrderNoticeKind, order: Notified, handlerIds: readonly number[], cache?: DispatcherCache): Promise<number[]> {
    const to = await this.recipients(order, handlerIds, cache);
    const params = [order.code, order.title];
    const messages = await Promise.all(
      to.map(async (u) => ({
        userId: u.id,
        title: await this.translator.t(TEXTS[kind].title, u.lang, params, order.enterprise_id),
        content: await this.translator.t(TEXTS[kind].content, u.lang, params, order.enterprise_id),
      })),
    );
    await this.inbox.deliver(order.enterprise_id, messages);
    return to.map((u) => u.id);
  }
}
