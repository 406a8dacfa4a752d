export * from './system.module';
