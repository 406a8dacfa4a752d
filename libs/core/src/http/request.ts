import type { FastifyRequest } from 'fastify';
import type { Lang } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/** What the body normaliser and the auth guard add to a Fastify request. */
export interface AppRequestExtras {
  token?: string;
  uploads?: UploadedFile[];
  auth?: AuthContext;
  lang?: Lang;
}

export type AppRequest = FastifyRequest & AppRequestExtras;
