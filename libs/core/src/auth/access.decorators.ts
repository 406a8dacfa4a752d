import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { PermissionCode } from '@gengyun/contracts';
import type { AppRequest } from '../http/request';
import { BusinessError } from '../http/business-error';
import type { AuthContext } from './auth-context';

export const ACCESS_KEY = 'gengyun:access';
export type Access = { kind: 'public' } | { kind: 'loggedIn' } | { kind: 'permission'; codes: PermissionCode[] };

/** Open to anyone, session or not. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
/** Any logged-in user. */
export const LoggedIn = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_KEY, { kind: 'loggedIn' } satisfies Access);
/** A logged-in user holding any one of the codes. */
export const Permission = (...codes: PermissionCode[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_KEY, { kind: 'permission', codes } satisfies Access);

/** The caller's AuthContext; only on routes that are not public. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<AppRequest>().auth;
  if (!auth) throw BusinessError.sessionInvalid();
  return auth;
});

const uploadsOf = (_: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AppRequest>().uploads ?? [];

/** The uploaded files of a multipart request. */
export const Files = createParamDecorator(uploadsOf);

/** What `@Files()` runs, so the OpenAPI document can tell which routes take uploads. */
export const FILES_PARAM_FACTORY: unknown = uploadsOf;
