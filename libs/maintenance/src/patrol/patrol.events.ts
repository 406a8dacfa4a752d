import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { DataScope, Permission as P, type ClientEventMap } from '@gengyun/contracts';
import { EventBus, PushRoutes, type ObjectScope } from '@gengyun/core';
import { PatrolTask, PatrolTaskPoint } from './task/patrol-task.entity';

type Progress = ClientEventMap['patrolTask.progress'];

declare module '@gengyun/core' {
  interface DomainEventMap {
    /** A patrol task's progress changed, after it committed. `scope`: its route's place; `ownerIds`: its inspector. */
    'patrolTask.progress': { enterpriseId: number; progress: Progress; scope: ObjectScope; ownerIds: number[] };
  }
}

const perTask = { group: 'patrolTask', key: (p: Progress) => p.id };

/**
 * Live route progress: supervisors who may list patrol tasks and whose location and equipment-type scopes cover the
 * route, and the task's inspector, get each change (coalesced per task).
 */
@Injectable()
export class PatrolPushRoutes implements OnModuleInit {
  constructor(private readonly routes: PushRoutes) {}

  onModuleInit(): void {
    this.routes.route('patrolTask.progress', {
      event: 'patrolTask.progress',
      to: (e) => ({ enterpriseId: e.enterpriseId, permission: P.patrol.list, scope: e.scope }),
      data: (e) => e.progress,
      coalesce: perTask,
    });
    this.routes.route('patrolTask.progress', {
      event: 'patrolTask.progress',
      to: (e) => ({ enterpriseId: e.enterpriseId, userIds: e.ownerIds, permission: [P.patrol.inspect, P.patrol.list] }),
      data: (e) => e.progress,
      coalesce: perTask,
    });
  }
}

/** Raises `patrolTask.progress` for tasks whose state just committed, read as they are now. */
@Injectable()
export class PatrolEvents {
  constructor(
    private readonly bus: EventBus,
    @InjectRepository(PatrolTask) private readonly tasks: Repository<PatrolTask>,
    @InjectRepository(PatrolTaskPoint) private readonly points: Repository<PatrolTaskPoint>,
  ) {}

  async progressed(taskIds: readonly number[]): Promise<void> {
    if (!taskIds.length) return;
    const tasks = await this.tasks.find({ where: { id: In([...new Set(taskIds)]) } });
    for (const task of tasks) {
      const points = await this.points.find({ select: { status: true }, where: { task_id: task.id } });
      this.bus.emit('patrolTask.progress', {
        enterpriseId: task.enterprise_id,
        progress: { id: task.id, route_id: task.route_id, status: task.status, points_done: points.filter((p) => p.status === 'done').length, points_total: points.length, late: Boolean(task.late) },
        scope: { [DataScope.location]: task.location_id, [DataScope.equipmentType]: task.equipment_type_id },
        ownerIds: task.assignee_id ? [task.assignee_id] : [],
      });
    }
  }
}
