import { Body, Controller, Get, Post, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import { PUBLIC_SCAN_PATH, PublicEquipment, PublicServiceRequestAdded, PublicServiceRequestProgress, SERVICE_REQUEST_LIMITS as LIMITS } from '@gengyun/contracts';
import { Answer, FileAnswer, Files, Public, Reply, type UploadedFile } from '@gengyun/core';
import { PublicRequestService } from './public-request.service';
import { PublicRequestLookup } from './public-request-lookup.service';
import { PublicRequestEvaluation } from './public-request-evaluation';
import { PublicRequestSupplement } from './public-request-supplement';
import { PublicEquipmentDto, PublicServiceRequestAddDto, PublicServiceRequestEvaluateDto, PublicServiceRequestProgressDto, PublicServiceRequestSupplementDto } from './service-request.dto';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * The equipment QR code's public page (no login): what the equipment is, raising a request with photos, following it,
 * adding photos or a note while it is open, evaluating its work.
 */
@Controller()
export class PublicRequestController {
  constructor(
    private readonly pages: PublicRequestService,
    private readonly lookup: PublicRequestLookup,
    private readonly evaluation: PublicRequestEvaluation,
    private readonly supplements: PublicRequestSupplement,
  ) {}

  @Public()
  @RouteConfig(perMinute(LIMITS.publicViewsPerMinute))
  @Answer(PublicEquipment)
  @Post('/public/serviceRequest/equipment')
  equipment(@Body() dto: PublicEquipmentDto) {
    return this.pages.view(dto.link);
  }

  /**
   * What an equipment's printed QR code opens (a redirect decided now, so the label never needs reprinting); an unknown
   * token, or equipment since deleted, is "this QR code is not valid" (404), a malformed one 422.
   */
  @Public()
  @RouteConfig(perMinute(LIMITS.publicViewsPerMinute))
  @FileAnswer('text/html')
  @Get(PUBLIC_SCAN_PATH)
  async scan(@Query() dto: PublicEquipmentDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const to = await this.pages.scan(dto.link);
    void reply.status(302).header('location', to).header('cache-control', 'no-store');
    const html = Buffer.from(`<!doctype html><meta charset="utf-8"><a href="${to}">${to}</a>`);
    return new StreamableFile(html, { type: 'text/html; charset=utf-8', length: html.length });
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

  /** Photos and a note added to an open request by its requester, found by number and phone as for its progress. */
  @Public()
  @RouteConfig(perMinute(LIMITS.publicSupplementsPerMinute))
  @Answer(PublicServiceRequestProgress)
  @Post('/public/serviceRequest/supplement')
  async supplement(@Body() dto: PublicServiceRequestSupplementDto, @Files() uploads: UploadedFile[]) {
    return new Reply(await this.supplements.supplement(dto, uploads), 'serviceRequest.notifications.supplemented');
  }

  @Public()
  @RouteConfig(perMinute(LIMITS.publicEvaluationsPerMinute))
  @Answer(PublicServiceRequestProgress)
  @Post('/public/serviceRequest/evaluate')
  async evaluate(@Body() dto: PublicServiceRequestEvaluateDto) {
    return new Reply(await this.evaluation.evaluate(dto), 'serviceRequest.notifications.evaluated');
  }
}
