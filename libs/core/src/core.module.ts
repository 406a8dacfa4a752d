import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from './config/app.config';
import { dataSourceOptions } from './database/data-source';
import { Translator } from './i18n/translator';
import { ErrorFilter } from './http/error.filter';
import { EnvelopeInterceptor } from './http/envelope.interceptor';
import { AuditLog } from './audit/audit-log.entity';
import { AuditService } from './audit/audit.service';
import { AuditOwners } from './audit/audit-owners';
import { HealthRegistry } from './health/health.registry';
import { EventsModule } from './events/events.module';
import { JobsModule } from './jobs/jobs.module';
import { PlatformRole, type ProcessRole } from './jobs/process-role';
import { MqttModule } from './mqtt/mqtt.module';
import { RealtimeModule } from './realtime/realtime.module';
import { FileStorage, LocalFileStorage } from './files/file-storage';
import { CacheRegistry } from './cache/cache.registry';
import { MailSender, mailSenderProvider } from './notify/mail/mail.sender';
import { ChannelMessagesModule } from './notify/channel/channel-messages.module';
import { AccessVersion } from './tenancy/access-version.entity';
import { DataScopes } from './tenancy/data-scopes';
import { MenuRegistry } from './menus/menu-registry';
import { Settings } from './settings/settings';

/**
 * Shared infrastructure every area uses: configuration, the database, translation, the envelope and
 * error handling, and the audit log. Areas import nothing else from the platform.
 */
@Global()
@Module({})
export class CoreModule {
  /** `role`: which app this is; it decides where processors, the MQTT broker and ingest run. */
  static forRoot(config: AppConfig = AppConfig.fromEnv(), role: ProcessRole = 'api'): DynamicModule {
    const platform = new PlatformRole(role, config);
    return {
      module: CoreModule,
      imports: [
        TypeOrmModule.forRoot({ ...dataSourceOptions(config), autoLoadEntities: true }),
        TypeOrmModule.forFeature([AuditLog, AccessVersion]),
        EventsModule,
        JobsModule.forRoot(config, platform),
        RealtimeModule.forRoot(config, platform),
        MqttModule.forRoot(),
        ChannelMessagesModule,
      ],
      providers: [
        { provide: AppConfig, useValue: config },
        Translator,
        ErrorFilter,
        EnvelopeInterceptor,
        AuditService,
        AuditOwners,
        HealthRegistry,
        { provide: FileStorage, useClass: LocalFileStorage },
        CacheRegistry,
        mailSenderProvider,
        DataScopes,
        MenuRegistry,
        Settings,
      ],
      exports: [AppConfig, Translator, ErrorFilter, EnvelopeInterceptor, AuditService, AuditOwners, HealthRegistry, FileStorage, CacheRegistry, MailSender, DataScopes, MenuRegistry, Settings, TypeOrmModule],
    };
  }
}
