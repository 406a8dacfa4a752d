import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Permission as P } from '@gengyun/contracts';
import { holdsAny } from '@gengyun/core';
import { WorkbenchRegistry } from '@gengyun/system';
import { ReorderService } from './reorder.service';

/** The home work bench's "parts below minimum" card: the reorder list's total, 0 for those who may not see stock. */
@Injectable()
export class SafetyBenchCard implements OnModuleInit {
  constructor(
    private readonly workbench: WorkbenchRegistry,
    private readonly reorder: ReorderService,
  ) {}

  onModuleInit(): void {
    this.workbench.register('partsBelowMinimum', (ctx) => (holdsAny(ctx, P.stock.list) ? this.reorder.count(ctx) : Promise.resolve(0)));
  }
}
