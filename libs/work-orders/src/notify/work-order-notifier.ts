import { Injectable, Logger } from '@nestjs/common';
import { Permission as P, type Lang, type MessageKey, type WorkOrderAction, type WorkOrderNoticeKind, type WorkOrderStatus } from '@gengyun/contracts';
import { ChannelMessages, Translator, type AuthContext, type MessageChannel } from '@gengyun/core';
import { PermissionHolders, type PermissionHolder } from '@gengyun/identity';
import { UserMessageService } from '@gengyun/system';
import type { WorkOrder } from '../order/work-order.entity';
import { mayView } from '../order/work-order-scope';
import { WorkOrderNoticePreferencesService } from './work-order-notice-preferences.service';

const TEXTS: Readonly<Record<WorkOrderNoticeKind, { title: MessageKey; content: MessageKey }>> = {
  overdue: { title: 'workOrder.sla.notice.overdueTitle', content: 'workOrder.sla.notice.overdueContent' },
  late: { title: 'workOrder.sla.notice.lateTitle', content: 'workOrder.sla.notice.lateContent' },
  nodeLate: { title: 'workOrder.engine.notice.lateTitle', content: 'workOrder.engine.notice.lateContent' },
  assigned: { title: 'workOrder.notice.assignedTitle', content: 'workOrder.notice.assignedContent' },
  grabbed: { title: 'workOrder.notice.grabbedTitle', content: 'workOrder.notice.grabbedContent' },
  returned: { title: 'workOrder.notice.returnedTitle', content: 'workOrder.notice.returnedContent' },
  evaluate: { title: 'workOrder.notice.evaluateTitle', content: 'workOrder.notice.evaluateContent' },
};

/** The dispatchers of each enterprise, read once per sweep. */
export type DispatcherCache = Map<number, Promise<PermissionHolder[]>>;

type Notified = Pick<WorkOrder, 'id' | 'enterprise_id' | 'code' | 'title' | 'location_id' | 'type_id' | 'person_in_charge_id' | 'create_user_id'>;

/** What an action did, as the messages need it. */
export interface Acted {
  action: WorkOrderAction;
  next: WorkOrderStatus;
  /** The handlers the action set (assign, transfer, grab, giveBack), if it set them. */
  handlers?: readonly number[];
  note?: string;
}

/**
 * Messages about work orders (issue 13 items 7 and 12), one per person in their own language, in the app and by mail
 * and SMS as each chose (WorkOrderNoticePreferencesService), never to the one who acted; mail and SMS go through the
 * enterprise's message channels (core ChannelMessages), which record each delivery and send it in the background:
 * - overdue, late (the sweep): the person in charge and the dispatch owners — users holding the dispatch permission
 *   who may see the order (their data scope covers it, or it is theirs); a workflow node past its time limit: its
 *   open tasks' holders and the person in charge;
 * - assigned: the handlers an assignment or a transfer gave it to; grabbed: the person in charge;
 * - returned: the person in charge and the dispatch owners; evaluate: the requester, once the work passed review.
 */
@Injectable()
export class WorkOrderNotifier {
  private readonly logger = new Logger('WorkOrderNotifier');

  constructor(
    private readonly holders: PermissionHolders,
    private readonly inbox: UserMessageService,
    private readonly translator: Translator,
    private readonly preferences: WorkOrderNoticePreferencesService,
    private readonly channels: ChannelMessages,
  ) {}

  /** The person in charge and the dispatch owners of the order, each once. */
  async owners(order: Notified, handlerIds: readonly number[], cache: DispatcherCache = new Map()): Promise<number[]> {
    let dispatchers = cache.get(order.enterprise_id);
    if (!dispatchers) cache.set(order.enterprise_id, (dispatchers = this.holders.of(order.enterprise_id, P.workOrder.dispatch)));
    const owners = (await dispatchers).filter((d) => mayView({ ...d, userId: d.id }, order, handlerIds)).map((d) => d.id);
    return [...new Set([order.person_in_charge_id, ...owners])];
  }

  /** The sweep's findings; answers who was told. */
  async swept(kind: 'overdue' | 'late', order: Notified, handlerIds: readonly number[], cache?: DispatcherCache): Promise<number[]> {
    return this.send(kind, order, await this.owners(order, handlerIds, cache), [order.code, order.title]);
  }

  /** A workflow node the sweep found past its time limit; answers who was told. */
  nodeLate(order: Notified, nodeName: string, userIds: readonly number[]): Promise<number[]> {
    return this.send('nodeLate', order, [...new Set([order.person_in_charge_id, ...userIds])], [order.code, order.title, nodeName]);
  }

  /** After a person's action committed; a failure is logged, never returned to them (their action stands). */
  async acted(ctx: Pick<AuthContext, 'userId' | 'name'>, order: Notified, done: Acted): Promise<void> {
    try {
      const params = [order.code, order.title, ctx.name, done.note?.trim() ?? ''];
      const others = (ids: readonly number[]): number[] => ids.filter((id) => id !== ctx.userId);
      if ((done.action === 'assign' || done.action === 'transfer') && done.handlers) await this.send('assigned', order, others(done.handlers), params);
      if (done.action === 'grab') await this.send('grabbed', order, others([order.person_in_charge_id]), params);
      if (done.action === 'giveBack') await this.send('returned', order, others(await this.owners(order, done.handlers ?? [])), params);
      if (done.next === 'toEvaluate' && order.create_user_id) await this.send('evaluate', order, others([order.create_user_id]), params);
    } catch (error) {
      this.logger.error(`work order ${order.id} (${done.action}): ${String(error)}`);
    }
  }

  /** Answers who was told in the app. */
  private async send(kind: WorkOrderNoticeKind, order: Notified, userIds: readonly number[], params: unknown[]): Promise<number[]> {
    const readers = await this.preferences.receiving(order.enterprise_id, kind, userIds);
    const to: Array<{ id: number; lang: Lang }> = await this.holders.languages(order.enterprise_id, readers.inApp);
    const messages = await Promise.all(
      to.map(async (u) => ({
        userId: u.id,
        title: await this.translator.t(TEXTS[kind].title, u.lang, params, order.enterprise_id),
        content: await this.translator.t(TEXTS[kind].content, u.lang, params, order.enterprise_id),
        link: `work/order/view?id=${order.id}`,
      })),
    );
    await this.inbox.deliver(order.enterprise_id, messages);
    for (const channel of ['mail', 'sms'] as const satisfies readonly MessageChannel[]) await this.outside(channel, kind, order, readers[channel], params);
    return to.map((u) => u.id);
  }

  /** Mail or SMS: a failure to hand them over is logged; the in-app messages stand. */
  private async outside(channel: MessageChannel, kind: WorkOrderNoticeKind, order: Notified, userIds: number[], params: unknown[]): Promise<void> {
    if (!userIds.length) return;
    try {
      const texts = TEXTS[kind];
      await this.channels.send({ enterpriseId: order.enterprise_id, channel, userIds, topic: `workOrder:${order.id}:${kind}`, subject: { key: texts.title, params }, text: { key: texts.content, params } });
    } catch (error) {
      this.logger.error(`work order ${order.id} (${kind}, ${channel}): ${String(error)}`);
    }
  }
}
