export * from './envelope';
export * from './paging';
export * from './permissions';
export * from './realtime-events';
export * from './i18n';
export * from './enums';
export * from './answers';
export * from './requests';
