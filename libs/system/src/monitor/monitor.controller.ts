import { Body, Controller, Post } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';
import { AuditPage, BUSINESS_NO_PATTERN, CacheList, ErrorLogDetail, ErrorLogPage, NoContent, Permission as Codes } from '@gengyun/contracts';
import { Answer, AuditService, BusinessError, CacheRegistry, Ctx, IdDto, LoggedIn, PageQueryDto, Permission, reply, type AuthContext } from '@gengyun/core';
import { ErrorLogService } from '../error-log/error-log.service';
import { ErrorLogPageDto } from '../error-log/error-log.dto';

export class CacheClearDto {
  @IsString() @MaxLength(100) name!: string;
}

export class LogPageDto extends PageQueryDto {
  @IsString() @MaxLength(50) @Matches(BUSINESS_NO_PATTERN) business_no!: string;
  @Type(() => Number) @IsInt() @Min(1) data_id!: number;
}

/** Error log, caches and the change log of any business object. */
@Controller()
export class MonitorController {
  constructor(
    private readonly errors: ErrorLogService,
    private readonly caches: CacheRegistry,
    private readonly audit: AuditService,
  ) {}

  @Permission(Codes.system.errorLog)
  @Answer(ErrorLogPage)
  @Post('/errorLog/pageList')
  errorPage(@Ctx() ctx: AuthContext, @Body() dto: ErrorLogPageDto) {
    return this.errors.page(ctx, dto);
  }

  @Permission(Codes.system.errorLog)
  @Answer(ErrorLogDetail)
  @Post('/errorLog/detail')
  errorDetail(@Ctx() ctx: AuthContext, @Body() dto: IdDto) {
    return this.errors.detail(ctx, dto.id);
  }

  @Permission(Codes.system.cache, Codes.system.cacheClear)
  @Answer(CacheList)
  @Post('/cache/list')
  cacheList() {
    const now = Date.now();
    return this.caches.list().map((c) => ({
      name: c.name,
      object_count: c.objectCount,
      memory_bytes: c.memoryBytes,
      disk_bytes: c.diskBytes,
      hit_count: c.hits,
      miss_count: c.misses,
      last_visit: c.lastVisit,
      expiry_seconds: c.ttlMs === null ? null : Math.round(c.ttlMs / 1000),
      survival_seconds: Math.floor((now - c.since.getTime()) / 1000),
    }));
  }

  @Permission(Codes.system.cacheClear)
  @Answer(NoContent)
  @Post('/cache/clear')
  async cacheClear(@Body() dto: CacheClearDto) {
    if (!(await this.caches.clear(dto.name))) throw new BusinessError('system.errors.cacheUnknown', 404, [dto.name]);
    return reply(null, 'system.notifications.cacheCleared');
  }

  /**
   * The change log of a business object (SPEC log entry). The permission depends on the kind of object, so the route
   * is `@LoggedIn()` and the area that registered the business number decides (AuditOwners): a number nobody
   * registered is refused (422), a caller without that area's view permission gets 403, and an object that is unknown,
   * another enterprise's or outside the caller's data scope is "not found".
   */
  @LoggedIn()
  @Answer(AuditPage)
  @Post('/log/pageList')
  logPage(@Ctx() ctx: AuthContext, @Body() dto: LogPageDto) {
    return this.audit.read(ctx, dto.business_no, dto.data_id, dto);
  }
}
