export * from './sms.port';
export * from './log-sms.adapter';
export * from './http-sms.adapter';
export * from './sms.module';
