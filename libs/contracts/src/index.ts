export * from './envelope';
export * from './paging';
export * from './permissions';
export * from './realtime-events';
export * from './i18n';
