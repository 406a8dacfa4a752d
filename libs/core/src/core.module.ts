import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/app.config';
import { dataSourceOptions } from './database/data-source';
import { Translator } from './i18n/translator';
import { ErrorFilter } from './http/error.filter';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { AuditLog } from './audit/audit-log.entity';
import { AuditService } from './audit/audit.service';
import { HealthRegistry } from './health/health.registry';

/**
 * Shared infrastructure every area uses: configuration, the database, translation, the envelope and
 * error handling, and the audit log. Areas import nothing else from the platform.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig = AppConfig.fromEnv()): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(config), autoLoadEntities: true }),
        TypeOrmModule.forFeature([AuditLog]),
      ],
      providers: [
        { provide: AppConfig, useValue: config },
        Translator,
        ErrorFilter,
        EnvelopeInterceptor,
        AuditService,
        HealthRegistry,
      ],
      exports: [AppConfig, Translator, ErrorFilter, EnvelopeInterceptor, AuditService, HealthRegistry, TypeOrmModule],
    };
  }
}
