import type { OpenAPIObject, RequestBodyObject, ResponseObject } from '@nestjs/swagger';
import {
  ACCOUNT_PATTERN,
  ASSET_CODE_PATTERN,
  DAY_PATTERN,
  FIELD_DATA_TYPES,
  PHONE_PATTERN,
} from '@gengyun/contracts';
import { routesOf, type RouteInfo } from '@gengyun/core';
import { startTestApp, type TestApp } from '../support/test-app';

type Json = Record<string, unknown>;

describe('the OpenAPI document has a request and an answer schema for every route', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  let routes: RouteInfo[];
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.http().get('/api/docs-json').expect(200);
    doc = res.body as OpenAPIObject;
    routes = routesOf(t.app);
  });
  afterAll(() => t.close());

  /** Follows `$ref`s (and one `allOf`) to the schema they name. */
  const resolve = (schema: unknown): Json => {
    let s = schema as Json;
    for (let i = 0; i < 10 && s; i++) {
      if (typeof s.$ref === 'string') {
        s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] as Json;
      } else if (Array.isArray(s.allOf) && s.allOf.length === 1) s = s.allOf[0] as Json;
      else break;
    }
    return s;
  };
  const operation = (method: string, path: string) => doc.paths[path]?.[method as 'post'];
  const answerContent = (method: string, path: string): Json | undefined => {
    const ok = operation(method, path)?.responses['200'] as ResponseObject | undefined;
    const schema = ok?.content?.['application/json']?.schema as Json | undefined;
    return schema ? resolve((schema.properties as Json | undefined)?.content) : undefined;
  };
  const requestSchema = (path: string): Json =>
    resolve(
      (operation('post', path)?.requestBody as RequestBodyObject | undefined)?.content['application/json']
        ?.schema,
    );
  const property = (schema: Json, name: string): Json => resolve((schema.properties as Json)[name]);

  it('lists every route of the app', () => {
    const missing = routes
      .filter((r) => !operation(r.method, r.path))
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(routes.length).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('describes the body of every route that reads one, and the query of every link route', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const op = operation(route.method, route.path)!;
      const name = `${route.method.toUpperCase()} ${route.path} (${route.controller}.${route.handlerName})`;
      if (route.body) {
        const content = op.requestBody && 'content' in op.requestBody ? op.requestBody.content : {};
        const schema = resolve(Object.values(content)[0]?.schema);
        const parts = Array.isArray(schema?.allOf) ? (schema.allOf as Json[]).map(resolve) : [schema];
        if (!parts.every((p) => p && p.type === 'object' && p.properties)) {
          missing.push(`${name}: request body`);
        }
      }
      if (route.query && route.query !== Object && !op.parameters?.length) {
        missing.push(`${name}: query parameters`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every route its answer shape (the envelope content, or a file)', () => {
    const missing: string[] = [];
    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const ok = operation(route.method, route.path)?.responses['200'];
      const content = ok && 'content' in ok ? ok.content : undefined;
      const described =
        !!content &&
        Object.entries(content).every(([type, media]) =>
          type === 'application/json'
            ? Object.keys(answerContent(route.method, route.path) ?? {}).length > 0
            : !!media.schema,
        );
      if (!described) missing.push(`${key} (${route.controller}.${route.handlerName})`);
    }
    expect(missing).toEqual([]);
  });

  const rowOf = (method: string, path: string): Json =>
    resolve(property(answerContent(method, path)!, 'rows').items);

  it('carries the contracts rules into the request schemas', () => {
    const addUser = requestSchema('/user/add');
    expect(addUser.required).toEqual(expect.arrayContaining(['account', 'name', 'password']));
    expect(property(addUser, 'lang').enum).toEqual(['zh_CN', 'en_US']);
    expect(property(addUser, 'phone').pattern).toBe(PHONE_PATTERN.source);
    expect(property(requestSchema('/equipment/add'), 'asset_code').pattern).toBe(ASSET_CODE_PATTERN.source);
    expect(property(requestSchema('/equipmentCount/add'), 'count_date').pattern).toBe(DAY_PATTERN.source);
    expect(addUser.additionalProperties).toBe(false);
  });

  it('shows the contracts shapes in the answers', () => {
    expect(property(rowOf('post', '/user/pageList'), 'account').pattern).toBe(ACCOUNT_PATTERN.source);
    expect(property(rowOf('post', '/equipment/pageList'), 'asset_code').pattern).toBe(
      ASSET_CODE_PATTERN.source,
    );
    expect(
      resolve(property(answerContent('post', '/equipmentIo/detail')!, 'items').items).properties,
    ).toHaveProperty('equipment');
    expect(property(answerContent('post', '/login')!, 'token').type).toBe('string');
    expect(resolve(property(answerContent('post', '/getMenuList')!, 'data').items).required).toContain(
      'children',
    );
    expect(property(rowOf('post', '/field/pageList'), 'data_type').enum).toEqual([...FIELD_DATA_TYPES]);
    const image = operation('get', '/getImg')!.responses['200'] as ResponseObject;
    expect(Object.keys(image.content ?? {})).toEqual(['image/*']);
  });
});
