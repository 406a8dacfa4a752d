export * from './equipment.module';
