export * from './common';
export * from './identity';
export * from './dictionary';
export * from './files';
export * from './i18n';
export * from './system';
