import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { WorkOrderAction, WorkOrderStatus } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';
import { WorkOrder } from '../order/work-order.entity';
import { WorkOrderService } from '../order/work-order.service';
import { WorkOrderActionsService } from '../order/work-order-actions.service';
import type { WorkOrderView } from '../order/work-order-query.service';
import { WorkOrderSweep } from '../sla/work-order-sweep.service';
import type { DemoPeople } from './demo-people';

type Who = keyof DemoPeople;
interface Step {
  who: Who;
  action: WorkOrderAction;
  note?: string;
  score?: number;
}
/** Each demo order: the status it ends in and the real actions that take it there from "to assign". */
export const DEMO_ORDER_WALKS: Array<{ status: WorkOrderStatus; title: string; assignTo?: Who; steps: Step[] }> = [
  { status: 'toAssign', title: '1号离心泵异响', steps: [] },
  { status: 'toAccept', title: '2号潜水泵漏水', assignTo: 'zhang', steps: [] },
  { status: 'toRepair', title: '电磁流量计读数跳变', steps: [{ who: 'zhang', action: 'grab' }] },
  { status: 'processing', title: 'COD分析仪试剂更换', steps: [{ who: 'li', action: 'grab' }, { who: 'li', action: 'start' }] },
  {
    status: 'suspended',
    title: '多联机外机不制冷',
    steps: [{ who: 'zhang', action: 'grab' }, { who: 'zhang', action: 'start' }, { who: 'zhang', action: 'suspend', note: '等待压缩机备件到货' }],
  },
  {
    status: 'pendingConfirmation',
    title: '配电室电能表通讯中断',
    steps: [{ who: 'li', action: 'grab' }, { who: 'li', action: 'start' }, { who: 'li', action: 'finish', note: '更换通讯模块，已恢复' }],
  },
  {
    status: 'toEvaluate',
    title: '泵房离心泵轴承过热',
    steps: [
      { who: 'zhang', action: 'grab' },
      { who: 'zhang', action: 'start' },
      { who: 'zhang', action: 'finish', note: '更换轴承并加注润滑脂' },
      { who: 'reviewerA', action: 'confirm' },
      { who: 'reviewerB', action: 'approve' },
    ],
  },
  {
    status: 'completed',
    title: '化验室流量计校准',
    steps: [
      { who: 'li', action: 'grab' },
      { who: 'li', action: 'start' },
      { who: 'li', action: 'finish', note: '校准完成，误差0.3%' },
      { who: 'reviewerA', action: 'confirm' },
      { who: 'reviewerB', action: 'approve' },
      { who: 'dispatcher', action: 'evaluate', score: 5, note: '响应及时' },
      { who: 'reviewerA', action: 'confirm' },
      { who: 'reviewerB', action: 'archive' },
    ],
  },
  { status: 'closed', title: '中控室空调滤网清洗', assignTo: 'li', steps: [{ who: 'li', action: 'giveBack', note: '已由物业清洗' }, { who: 'dispatcher', action: 'close', note: '无需维修' }] },
  { status: 'cancelled', title: '潜水泵重复报修', steps: [{ who: 'dispatcher', action: 'cancel', note: '与前一单重复' }] },
  { status: 'overdue', title: '二号楼电能表无读数', steps: [] },
];

/** The order that shows the designed flow: it starts on the flow's first node, waiting for a technician to grab it. */
export const DEMO_FLOW_ORDER_TITLE = '3号离心泵振动偏大';

/** A demo person acting: the system's rights under their id and name, so the timeline names them. */
export type ActAs = (who: Who) => AuthContext;

/** Creates the demo orders and walks each through the area's own services, so every move obeys the status machine. */
@Injectable()
export class DemoOrdersSeeder {
  constructor(
    @InjectRepository(WorkOrder) private readonly orders: Repository<WorkOrder>,
    private readonly service: WorkOrderService,
    private readonly actions: WorkOrderActionsService,
    private readonly sweep: WorkOrderSweep,
  ) {}

  /** An order of the type whose default is the designed flow: the flow's run starts with it. */
  async onDesignedFlow(as: ActAs, people: DemoPeople, typeId: number, equipmentId: number | undefined): Promise<void> {
    await this.service.add(as('dispatcher'), {
      title: DEMO_FLOW_ORDER_TITLE,
      type_id: typeId,
      priority: 2,
      person_in_charge_id: people.dispatcher,
      equipment_id: equipmentId ?? null,
      description: DEMO_FLOW_ORDER_TITLE,
    });
  }

  /** The status walks, on a type without a designed flow: there the status machine alone moves the order. */
  async seed(as: ActAs, people: DemoPeople, typeId: number, equipmentIds: readonly number[]): Promise<void> {
    for (const [i, walk] of DEMO_ORDER_WALKS.entries()) {
      let order: WorkOrderView = await this.service.add(as('dispatcher'), {
        title: walk.title,
        type_id: typeId,
        priority: 1 + (i % 5),
        person_in_charge_id: people.dispatcher,
        equipment_id: equipmentIds[i % equipmentIds.length] ?? null,
        handler_ids: walk.assignTo ? [people[walk.assignTo]] : undefined,
        description: walk.title,
      });
      for (const step of walk.steps) {
        order = await this.actions.act(as(step.who), { id: order.id, version: order.version, action: step.action, note: step.note, score: step.score });
      }
      if (walk.status === 'overdue') {
        // Nobody took it up in time: its response deadline passed, and the deadline sweep marks it as it would.
        await this.orders.update({ id: order.id }, { response_deadline: new Date(Date.now() - 60_000) });
        await this.sweep.run();
      }
    }
  }
}
