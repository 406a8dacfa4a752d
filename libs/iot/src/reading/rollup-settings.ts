import { Injectable } from '@nestjs/common';
import { AppConfig } from '@gengyun/core';
import { ZoneOffsets, type SqlDialect } from './rollup-sql';

/** What roll-up statements depend on, read once from the configuration: the SQL dialect and the enterprise's zone. */
@Injectable()
export class RollupSettings {
  readonly dialect: SqlDialect;
  readonly zone: ZoneOffsets;

  constructor(config: AppConfig) {
    this.dialect = config.db.type === 'sqlite' ? 'sqlite' : 'mysql';
    this.zone = new ZoneOffsets(config.timeZone);
  }
}
