import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { HealthAnswer } from '@gengyun/contracts';
import { Answer, HealthRegistry, Public } from '@gengyun/core';

@Controller()
export class HealthController {
  constructor(
    private readonly registry: HealthRegistry,
    dataSource: DataSource,
  ) {
    registry.register('database', async () => {
      await dataSource.query('SELECT 1');
      return 'up';
    });
  }

  /** Database, Redis and MQTT, each up, down or disabled; 503 when any is down. */
  @Public()
  @Answer(HealthAnswer)
  @Get('health')
  async health(@Res({ passthrough: true }) res: FastifyReply) {
    const report = await this.registry.report();
    if (report.status === 'down') void res.status(503);
    return report;
  }
}
