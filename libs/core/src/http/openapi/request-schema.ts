import type { Type } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';

type ValidationMetadata = ReturnType<
  ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']
>[number];

/**
 * The OpenAPI schema of a request DTO, read from the class-validator rules that validate it (the same rules, so the
 * document cannot drift from what the server accepts). A nested DTO (`@ValidateNested() @Type(() => X)`) becomes a
 * `$ref` to its own schema, collected in `components`.
 */
export class RequestSchemas {
  readonly components = new Map<string, SchemaObject>();
  private readonly classes = new Map<string, Type>();

  /** A `$ref` to the DTO's schema, adding it (and the DTOs it nests) to `components`. */
  refTo(dto: Type): SchemaObject {
    const known = this.classes.get(dto.name);
    if (known && known !== dto)
      {throw new Error(
        `two request DTOs are named ${dto.name}: rename one, the OpenAPI document names schemas by class`,
      );}
    if (!known) {
      this.classes.set(dto.name, dto);
      this.components.set(dto.name, this.objectOf(dto));
    }
    return { $ref: `#/components/schemas/${dto.name}` } as SchemaObject;
  }

  /** The properties of the DTO as an object schema; unknown fields are refused (422), so none are allowed. */
  objectOf(dto: Type): SchemaObject {
    const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    const byProperty = new Map<string, ValidationMetadata[]>();
    for (const rule of rules)
      {byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);}
    const properties: Record<string, SchemaObject> = {};
    const required: string[] = [];
    for (const [name, own] of byProperty) {
      const property = this.propertyOf(dto, name, own);
      // @IsOptional() lets null through as well as a missing field.
      if (own.some((r) => r.type === 'conditionalValidation')) property.nullable = true;
      else required.push(name);
      properties[name] = property;
    }
    return {
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: false,
    };
  }

  private propertyOf(dto: Type, name: string, rules: ValidationMetadata[]): SchemaObject {
    const declared = Reflect.getMetadata('design:type', dto.prototype as object, name) as unknown;
    const nested = rules.find((r) => r.type === 'nestedValidation');
    const isArray =
      rules.some((r) => r.name === 'isArray') || declared === Array || rules.some((r) => r.each);
    const item: SchemaObject = {};
    const self: SchemaObject = {};
    for (const rule of rules) apply(rule.each ? item : self, rule);
    if (nested) {
      const target = nestedType(dto, name);
      if (target) Object.assign(item, this.refTo(target));
    }
    if (!isArray) return withType({ ...self, ...item }, declared);
    return { ...self, type: 'array', items: withType(item, undefined) };
  }
}

/** One class-validator rule as JSON Schema keywords. */
function apply(schema: SchemaObject, rule: ValidationMetadata): void {
  const [first] = (rule.constraints ?? []) as unknown[];
  switch (rule.name ?? '') {
    case 'isString':
      schema.type = 'string';
      break;
    case 'isInt':
      schema.type = 'integer';
      break;
    case 'isNumber':
      schema.type = 'number';
      break;
    case 'isBoolean':
      schema.type = 'boolean';
      break;
    case 'isObject':
      schema.type = 'object';
      break;
    case 'isDate':
      Object.assign(schema, {
        type: 'string',
        format: 'date-time',
        description: 'ISO 8601 time or epoch milliseconds',
      });
      break;
    case 'isEmail':
      Object.assign(schema, { type: 'string', format: 'email' });
      break;
    case 'isIn':
    case 'isEnum': {
      const values = Array.isArray(first) ? first : Object.values(first as object);
      schema.enum = values;
      schema.type ??= values.every((v) => typeof v === 'number')
        ? values.every(Number.isInteger)
          ? 'integer'
          : 'number'
        : 'string';
      break;
    }
    case 'matches':
      schema.type ??= 'string';
      schema.pattern = first instanceof RegExp ? first.source : String(first);
      break;
    case 'maxLength':
      schema.maxLength = first as number;
      break;
    case 'minLength':
      schema.minLength = first as number;
      break;
    case 'isNotEmpty':
      schema.minLength ??= 1;
      break;
    case 'min':
      schema.minimum = first as number;
      break;
    case 'max':
      schema.maximum = first as number;
      break;
    case 'arrayMinSize':
      schema.minItems = first as number;
      break;
    case 'arrayMaxSize':
      schema.maxItems = first as number;
      break;
    default:
      break;
  }
}

/** Fills the type from the property's TypeScript type where no rule named it (`unknown` and unions stay open). */
function withType(schema: SchemaObject, declared: unknown): SchemaObject {
  if (schema.type || '$ref' in schema) return tidy(schema);
  if (declared === String) schema.type = 'string';
  else if (declared === Number) schema.type = 'number';
  else if (declared === Boolean) schema.type = 'boolean';
  else if (declared === Date) Object.assign(schema, { type: 'string', format: 'date-time' });
  return tidy(schema);
}

/** Length limits belong to text, `minLength` from @IsNotEmpty to anything else is dropped. */
function tidy(schema: SchemaObject): SchemaObject {
  if (schema.type !== 'string' && schema.type !== undefined) {
    delete schema.minLength;
    delete schema.maxLength;
  }
  if (schema.type === 'integer' || schema.type === 'number') delete schema.pattern;
  return schema;
}

/** The class of a nested DTO property (`@Type(() => X)`), from class-transformer's metadata. */
function nestedType(dto: Type, name: string): Type | undefined {
  // class-transformer keeps @Type metadata in this storage; it has no public accessor.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
    defaultMetadataStorage: {
      findTypeMetadata(target: Type, property: string): { typeFunction: () => Type } | undefined;
    };
  };
  return defaultMetadataStorage.findTypeMetadata(dto, name)?.typeFunction();
}
