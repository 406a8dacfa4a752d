import type { z } from 'zod';

export const REQUEST_BODY_KEY = 'gengyun:request-body';

/**
 * The body shape of a route that takes a free-form body (`@Body() body: Record<string, unknown>`), for the OpenAPI
 * document; routes with a DTO class need nothing, their class-validator rules are the schema.
 */
export const RequestBody =
  (schema: z.ZodType): MethodDecorator =>
  (_target, _key, descriptor) => {
    Reflect.defineMetadata(REQUEST_BODY_KEY, schema, descriptor.value as object);
  };

export const requestBodyOf = (handler: object): z.ZodType | undefined =>
  Reflect.getMetadata(REQUEST_BODY_KEY, handler) as z.ZodType | undefined;
