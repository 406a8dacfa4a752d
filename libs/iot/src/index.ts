export * from './iot.module';
