export * from './identity.module';
