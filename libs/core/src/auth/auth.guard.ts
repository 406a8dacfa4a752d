import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppRequest } from '../http/request';
import { BusinessError } from '../http/business-error';
import { ACCESS_KEY, type Access } from './access.decorators';
import { SESSION_RESOLVER, type SessionResolver } from './auth-context';

/**
 * Global guard: resolves the session token (Bearer header, `token` form field or query) and checks the
 * route's declared access. A route that declares nothing is refused, so a forgotten decorator fails closed.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const req = context.switchToHttp().getRequest<AppRequest>();
    const token = req.token;
    if (token) {
      req.auth = (await this.sessions.resolve(token)) ?? undefined;
      if (req.auth) req.lang = req.auth.lang;
    }
    if (access?.kind === 'public') return true;
    if (!req.auth) throw BusinessError.sessionInvalid();
    if (access?.kind === 'loggedIn') return true;
    // Administrators' contexts already hold every code their enterprise may have; platform codes are held only in
    // the platform operator's enterprise, so there is no administrator shortcut here.
    if (access?.kind === 'permission' && access.codes.some((code) => req.auth?.permissions.has(code))) return true;
    throw BusinessError.forbidden();
  }
}
