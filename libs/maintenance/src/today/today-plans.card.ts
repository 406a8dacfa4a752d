import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkbenchRegistry } from '@gengyun/system';
import { TodayPlansService } from './today-plans.service';

/** The home work bench's `plans` count: today's plan orders and patrol tasks the caller would see on the card. */
@Injectable()
export class TodayPlansCard implements OnModuleInit {
  constructor(
    private readonly workbench: WorkbenchRegistry,
    private readonly today: TodayPlansService,
  ) {}

  onModuleInit(): void {
    this.workbench.register('plans', (ctx) => this.today.count(ctx));
  }
}
