export * from './dictionary.module';
