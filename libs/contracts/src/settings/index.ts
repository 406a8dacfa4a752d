export * from './kinds';
export * from './catalogue';
