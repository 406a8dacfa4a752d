export * from './dictionary';
export * from './identity';
