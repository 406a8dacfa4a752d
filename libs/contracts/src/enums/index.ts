export * from './dictionary';
export * from './identity';
export * from './files';
