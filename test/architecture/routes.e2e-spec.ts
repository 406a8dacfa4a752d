import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY } from '@gengyun/core';
import { startTestApp, type TestApp } from '../support/test-app';

describe('every route declares who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has @Public(), @LoggedIn() or @Permission(...) on each handler or its controller', () => {
    const scanner = new MetadataScanner();
    const routes: string[] = [];
    const undeclared: string[] = [];
    const controllers = [...t.app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()]);
    for (const wrapper of controllers) {
      const instance = wrapper.instance as object | undefined;
      if (!instance) continue;
      const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(proto)) {
        const handler = proto[name] as object;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const route = `${method} ${path} (${wrapper.name}.${name})`;
        routes.push(route);
        const access = Reflect.getMetadata(ACCESS_KEY, handler) ?? (wrapper.metatype ? Reflect.getMetadata(ACCESS_KEY, wrapper.metatype) : undefined);
        if (!access) undeclared.push(route);
      }
    }
    expect(routes.length).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
  });
});
