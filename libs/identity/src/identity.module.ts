import { Module } from '@nestjs/common';
import { SESSION_RESOLVER, type SessionResolver } from '@gengyun/core';

/** Placeholder until sessions exist: every token is unknown. */
const noSessions: SessionResolver = { resolve: () => Promise.resolve(null) };

@Module({
  providers: [{ provide: SESSION_RESOLVER, useValue: noSessions }],
  exports: [SESSION_RESOLVER],
})
export class IdentityModule {}
