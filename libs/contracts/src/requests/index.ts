export * from './dictionary';
export * from './identity';
export * from './i18n';
export * from './system';
