import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { parseLang } from '../i18n/translator';
import { BusinessError } from './business-error';
import type { AppRequest, UploadedFile } from './request';

/** One file, and all the files of one request together. */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;
/** A whole request body: the files plus room for form fields and multipart framing. */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
export const MAX_UPLOAD_FILES = 20;

const MB = 1024 * 1024;
/** SPEC's "files must not exceed 30M", for one file or all files of a request together. */
const uploadTooLarge = (): BusinessError => new BusinessError('common.errors.uploadTooLarge', 413);
const tooManyFiles = (): BusinessError => new BusinessError('common.errors.tooManyFiles', 413, [MAX_UPLOAD_FILES]);

type BufferedFile = MultipartFile & { buffer?: Buffer };

/**
 * One body shape for multipart, urlencoded and JSON requests: form fields become plain values, JSON-text
 * fields (objects and arrays sent as text) are parsed, empty strings are dropped, files go to `req.files`
 * and the session token moves from body, query or header to `req.token`.
 */
export async function registerBodyNormaliser(app: FastifyInstance): Promise<void> {
  const multipart = (await import('@fastify/multipart')).default;
  // @fastify/multipart reads the raw request itself, so Fastify's bodyLimit never applies to it: the request's bytes
  // are counted here, and a request over MAX_BODY_BYTES is refused before its files are buffered past the limit.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return done();
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) return done(uploadTooLarge());
    limitRawBytes(request);
    done();
  });
  app.addHook('onSend', (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return done(null, payload);
    void drainBody(request.raw).then(() => done(null, payload));
  });
  await app.register(multipart, {
    attachFieldsToBody: true,
    // One file more than allowed reaches onFile, which refuses it with our message (Nest turns the parser's own
    // limit error into a bare 413 that says nothing about files).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES + 1, fields: 500, fieldSize: MB },
    onFile: async function (this: FastifyRequest, part: BufferedFile) {
      const seen = uploads.get(this) ?? { files: 0, bytes: 0 };
      uploads.set(this, seen);
      if (++seen.files > MAX_UPLOAD_FILES) throw tooManyFiles();
      part.buffer = await part.toBuffer();
      seen.bytes += part.buffer.length;
      if (seen.bytes > MAX_UPLOAD_BYTES) throw uploadTooLarge();
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

const uploads = new WeakMap<FastifyRequest, { files: number; bytes: number }>();

/**
 * A body without Content-Length (chunked) is counted as it streams in; past the limit the multipart parser gets an
 * error (it listens for the request's errors), so the request ends with the 413 envelope and nothing stored.
 */
function limitRawBytes(request: FastifyRequest): void {
  const raw = request.raw;
  let received = 0;
  let refused = false;
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_BODY_BYTES || refused) return;
    refused = true;
    raw.unpipe();
    // Only the multipart parser reads a paused request (Node's own draining drops this listener); without its
    // error listener an emitted error would be thrown, so the connection is cut instead.
    if (!raw.listenerCount('error')) return void raw.destroy();
    raw.emit('error', uploadTooLarge());
    // The rest is read and dropped (as Node does for a body left unread), so the client gets to the answer.
    raw.resume();
  });
  // Counting must not start the flow: the parser pipes the request later, and nothing may be read before that.
  raw.pause();
}

/** How long a refused upload's answer waits for the client to finish sending the body it has started. */
const DRAIN_WAIT_MS = 5000;

/**
 * A multipart request refused part-way (too many files, too many bytes) is answered before its body is read; a
 * client still writing would then see the connection cut (EPIPE) instead of the answer. So the rest is read and
 * dropped first, up to DRAIN_WAIT_MS (a client that never stops sending gets the answer then, and the cut).
 */
function drainBody(raw: FastifyRequest['raw']): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = (): void => {
      clearTimeout(timer);
      raw.off('end', finish).off('close', finish);
      resolve();
    };
    const timer = setTimeout(finish, DRAIN_WAIT_MS);
    raw.once('end', finish).once('close', finish);
    raw.resume();
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
