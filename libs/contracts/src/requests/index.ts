export * from './dictionary';
export * from './identity';
export * from './i18n';
export * from './system';
export * from './equipment';
export * from './iot';
export * from './alarms';
export * from './work-orders';
