import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { z } from 'zod';
import { ACCESS_KEY, FILES_PARAM_FACTORY, type Access } from '../../auth/access.decorators';
import { answerOf } from './answer.decorator';
import { requestBodyOf } from './request-body.decorator';
import { RequestSchemas } from './request-schema';

/** One handler as the document sees it. */
export interface RouteInfo {
  method: string;
  path: string;
  controller: string;
  handlerName: string;
  handler: object;
  /** The `@Body()` parameter's class (Object for a free-form body), when the route reads a body. */
  body?: Type;
  /** The `@Query()` parameter's class, when the route reads its query string. */
  query?: Type;
  uploads: boolean;
}

/** Every route of the application, from the controllers' metadata. */
export function routesOf(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller || !wrapper.instance) continue;
      const prefix = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
      const proto = controller.prototype as Record<string, object>;
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name]!;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { index: number; factory?: unknown }
        >;
        const types = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as Type[];
        const param = (kind: RouteParamtypes): Type | undefined => {
          const entry = Object.entries(args).find(([key]) => key.split(':')[0] === String(kind));
          return entry ? (types[entry[1].index] ?? Object) : undefined;
        };
        for (const one of Array.isArray(path) ? path : [path]) {
          routes.push({
            method,
            path: `/${[prefix, one].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'),
            controller: controller.name,
            handlerName: name,
            handler,
            body: param(RouteParamtypes.BODY),
            query: param(RouteParamtypes.QUERY),
            uploads: Object.values(args).some((a) => a.factory === FILES_PARAM_FACTORY),
          });
        }
      }
    }
  }
  return routes;
}

const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/** The `{code: -1, content, msg}` of every refused call. */
const ERROR_ANSWER: SchemaObject = {
  type: 'object',
  required: ['code', 'content', 'msg'],
  properties: {
    code: { type: 'integer', enum: [-1] },
    msg: { type: 'string', description: 'translated to the caller language' },
    content: {
      type: 'object',
      properties: {
        type: { type: 'integer', description: '402: the session is invalid or expired' },
        key: { type: 'string', description: 'message key' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'refused field → rule',
        },
        requestId: { type: 'string' },
      },
    },
  },
};

/**
 * The OpenAPI document: Nest's explorer gives the paths; each route's request schema comes from its DTO's
 * class-validator rules (or `@RequestBody(schema)`), its answer from `@Answer(shape)` / `@FileAnswer(mime)`, the
 * shapes of libs/contracts turned into JSON Schema by zod.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Gengyun API')
      .setDescription(
        'POST /{resource}/{action}; every answer is {code, content, msg} (code 200, or -1 with a translated msg).',
      )
      .addBearerAuth()
      .build(),
  );
  const requests = new RequestSchemas();
  const shapes = z.registry<{ id: string }>();
  for (const [id, schema] of z.globalRegistry._idmap) shapes.add(schema, { id });
  const answerIds = new Map<OperationObject, string>();

  for (const route of routesOf(app)) {
    const operation = document.paths[route.path]?.[route.method as 'get'];
    if (!operation) continue;
    const access = Reflect.getMetadata(ACCESS_KEY, route.handler) as Access | undefined;
    operation.security = access?.kind === 'public' ? [] : [{ bearer: [] }];
    describeRequest(operation, route, requests);
    const answer = answerOf(route.handler);
    operation.responses = {
      default: {
        description: 'refused',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
      },
    };
    if (answer?.kind === 'binary') {
      operation.responses['200'] = {
        description: 'a file',
        content: { [answer.mime]: { schema: { type: 'string', format: 'binary' } } },
      };
    } else if (answer) {
      const id =
        z.globalRegistry.get(answer.schema)?.id ??
        shapes.get(answer.schema)?.id ??
        `${operation.operationId ?? route.handlerName}Content`;
      if (!shapes.has(answer.schema)) shapes.add(answer.schema, { id });
      answerIds.set(operation, id);
    }
  }

  const converted = z.toJSONSchema(shapes, {
    target: 'openapi-3.0',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas;
  const components: Record<string, SchemaObject> = {
    ErrorAnswer: ERROR_ANSWER,
    ...Object.fromEntries(requests.components),
  };
  for (const [id, schema] of Object.entries(converted)) components[id] = tidy(schema) as SchemaObject;
  document.components = { ...document.components, schemas: components };
  for (const [operation, id] of answerIds) {
    operation.responses['200'] = {
      description: '{code: 200, content, msg}',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['code', 'content', 'msg'],
            properties: {
              code: { type: 'integer', enum: [200] },
              content: { $ref: `#/components/schemas/${id}` },
              msg: { type: 'string' },
            },
          },
        },
      },
    };
  }
  return document;
}

function describeRequest(operation: OperationObject, route: RouteInfo, requests: RequestSchemas): void {
  const declared = requestBodyOf(route.handler);
  if (route.query && route.query !== Object) {
    const shape = requests.objectOf(route.query);
    operation.parameters = Object.entries(shape.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query' as const,
      required: shape.required?.includes(name) ?? false,
      schema,
    }));
  }
  let schema: SchemaObject | undefined;
  if (declared)
    {schema = tidy(z.toJSONSchema(declared, { target: 'openapi-3.0', io: 'input' })) as SchemaObject;}
  else if (route.body && route.body !== Object) schema = requests.refTo(route.body);
  if (!schema && !route.uploads) {
    delete operation.requestBody;
    return;
  }
  const files: SchemaObject = {
    type: 'object',
    properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } },
  };
  const multipart = route.uploads ? (schema ? { allOf: [schema, files] } : files) : schema!;
  const content = route.uploads
    ? { 'multipart/form-data': { schema: multipart } }
    : Object.fromEntries(FORM_TYPES.map((type) => [type, { schema: schema! }]));
  operation.requestBody = { required: true, content };
}

/** Drops what zod writes that OpenAPI 3.0 does not use: `$id`, and the ±2^53 bounds of every integer. */
function tidy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidy);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id' || key === '$schema') continue;
    if ((key === 'minimum' || key === 'maximum') && Math.abs(value as number) === Number.MAX_SAFE_INTEGER)
      {continue;}
    out[key] = tidy(value);
  }
  return out;
}
