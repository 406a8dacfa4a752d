import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { parseLang } from '../i18n/translator';
import type { AppRequest, UploadedFile } from './request';

export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

type BufferedFile = MultipartFile & { buffer?: Buffer };

/**
 * One body shape for multipart, urlencoded and JSON requests: form fields become plain values, JSON-text
 * fields (objects and arrays sent as text) are parsed, empty strings are dropped, files go to `req.files`
 * and the session token moves from body, query or header to `req.token`.
 */
export async function registerBodyNormaliser(app: FastifyInstance): Promise<void> {
  const multipart = (await import('@fastify/multipart')).default;
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 500, fieldSize: 1024 * 1024 },
    onFile: async (part: BufferedFile) => {
      part.buffer = await part.toBuffer();
    },
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const req = request as AppRequest;
    const files: UploadedFile[] = [];
    const body = normaliseBody(req.isMultipart() ? flattenMultipart(req.body, files) : req.body);
    const query = req.query as Record<string, unknown> | undefined;
    req.uploads = files;
    // Take the token out of body and query even when a header carries it, so it never reaches a DTO.
    const fromBody = takeString(body, 'token');
    const fromQuery = takeString(query, 'token');
    req.token = bearer(req.headers.authorization) ?? fromBody ?? fromQuery;
    req.lang = parseLang(req.headers['lang'] ?? req.headers['accept-language']);
    req.body = body;
    done();
  });
}

const bearer = (header: string | undefined): string | undefined => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

const takeString = (source: Record<string, unknown> | undefined, key: string): string | undefined => {
  const value = source?.[key];
  if (source && key in source) delete source[key];
  return typeof value === 'string' && value ? value : undefined;
};

const flattenMultipart = (body: unknown, files: UploadedFile[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries((body ?? {}) as Record<string, Multipart | Multipart[]>)) {
    const parts = Array.isArray(raw) ? raw : [raw];
    const values: unknown[] = [];
    for (const part of parts) {
      if (part.type === 'file') {
        const file = part as BufferedFile;
        if (file.filename) {
          files.push({ fieldname: name, filename: file.filename, mimetype: file.mimetype, buffer: file.buffer ?? Buffer.alloc(0) });
        }
      } else values.push(part.value);
    }
    if (values.length) out[name] = values.length === 1 ? values[0] : values;
  }
  return out;
};

/** Drops empty strings and parses JSON-text values; leaves everything else as sent. */
export const normaliseBody = (body: unknown): Record<string, unknown> | undefined => {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) return body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === '' || value === undefined) continue;
    out[key] = typeof value === 'string' ? parseJsonText(value) : value;
  }
  return out;
};

const parseJsonText = (value: string): unknown => {
  const first = value.trimStart()[0];
  if (first !== '{' && first !== '[') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
