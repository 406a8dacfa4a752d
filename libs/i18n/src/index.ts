export * from './i18n.module';
