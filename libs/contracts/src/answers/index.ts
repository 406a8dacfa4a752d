export * from './common';
export * from './identity';
export * from './dictionary';
export * from './files';
