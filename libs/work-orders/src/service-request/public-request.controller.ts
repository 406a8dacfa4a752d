import { Body, Controller, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { PublicEquipment, PublicServiceRequestAdded, PublicServiceRequestProgress, SERVICE_REQUEST_LIMITS as LIMITS } from '@gengyun/contracts';
import { Answer, Files, Public, Reply, type UploadedFile } from '@gengyun/core';
import { PublicRequestService } from './public-request.service';
import { PublicRequestLookup } from './public-request-lookup.service';
import { PublicRequestEvaluation } from './public-request-evaluation';
import { PublicEquipmentDto, PublicServiceRequestAddDto, PublicServiceRequestEvaluateDto, PublicServiceRequestProgressDto } from './service-request.dto';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The equipment QR code's public page (no login): what the equipment is, raising a request with photos, following it, evaluating its work. */
@Controller()
export class PublicRequestController {
  constructor(
    private readonly pages: PublicRequestService,
    private readonly lookup: PublicRequestLookup,
    private readonly evaluation: PublicRequestEvaluation,
  ) {}

  @Public()
  @RouteConfig(perMinute(LIMITS.publicViewsPerMinute))
  @Answer(PublicEquipment)
  @Post('/public/serviceRequest/equipment')
  equipment(@Body() dto: PublicEquipmentDto) {
    return this.pages.view(dto.link);
  }

  @Public()
  @RouteConfig(perMinute(LIMITS.publicAddsPerMinute))
  @Answer(PublicServiceRequestAdded)
  @Post('/public/serviceRequest/add')
  async add(@Body() dto: PublicServiceRequestAddDto, @Files() uploads: UploadedFile[]) {
    const added = await this.pages.add(dto, uploads);
    return new Reply(added, 'serviceRequest.notifications.added', [added.code]);
  }

  @Public()
  @RouteConfig(perMinute(LIMITS.publicLookupsPerMinute))
  @Answer(PublicServiceRequestProgress)
  @Post('/public/serviceRequest/progress')
  progress(@Body() dto: PublicServiceRequestProgressDto) {
    return this.lookup.progress(dto);
  }

  @Public()
  @RouteConfig(perMinute(LIMITS.publicEvaluationsPerMinute))
  @Answer(PublicServiceRequestProgress)
  @Post('/public/serviceRequest/evaluate')
  async evaluate(@Body() dto: PublicServiceRequestEvaluateDto) {
    return new Reply(await this.evaluation.evaluate(dto), 'serviceRequest.notifications.evaluated');
  }
}
