export * from './dictionary';
export * from './identity';
export * from './files';
export * from './i18n';
export * from './system';
