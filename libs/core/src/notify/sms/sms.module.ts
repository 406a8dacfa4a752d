import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app.config';
import { HttpSmsSender } from './http-sms.adapter';
import { LogSmsSender } from './log-sms.adapter';
import { SMS_SENDER, type SmsSender } from './sms.port';

/** The SmsSender chosen by `config.sms.provider`: `log` (default) or `http`. */
export const createSmsSender = (config: Pick<AppConfig, 'sms'>): SmsSender =>
  config.sms.provider === 'http' && config.sms.url ? new HttpSmsSender(config.sms.url, config.sms.token) : new LogSmsSender();

@Global()
@Module({
  providers: [{ provide: SMS_SENDER, useFactory: createSmsSender, inject: [AppConfig] }],
  exports: [SMS_SENDER],
})
export class SmsModule {}
