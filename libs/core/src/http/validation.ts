import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { MessageKey } from '@gengyun/contracts';
import { BusinessError } from './business-error';

const constraintKeys: Record<string, MessageKey> = {
  isDefined: 'common.validation.required',
  isNotEmpty: 'common.validation.required',
  isString: 'common.validation.invalid',
  isBoolean: 'common.validation.invalid',
  isInt: 'common.validation.integer',
  isNumber: 'common.validation.number',
  isPositive: 'common.validation.positive',
  min: 'common.validation.positive',
  minLength: 'common.validation.minLength',
  maxLength: 'common.validation.maxLength',
  isIn: 'common.validation.oneOf',
  isEnum: 'common.validation.oneOf',
  whitelistValidation: 'common.validation.unknownField',
};

const flatten = (errors: ValidationError[], prefix = ''): Array<{ field: string; constraint: string; text: string }> =>
  errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([constraint, text]) => ({ field, constraint, text }));
    return [...own, ...flatten(e.children ?? [], field)];
  });

/** Turns class-validator failures into one 422 BusinessError naming the first field, listing all. */
export const toValidationError = (errors: ValidationError[]): BusinessError => {
  const problems = flatten(errors);
  const first = [...problems].sort((a, b) => priority(a.constraint) - priority(b.constraint))[0];
  const key = (first && constraintKeys[first.constraint]) ?? 'common.validation.invalid';
  const fields = Object.fromEntries(problems.map((p) => [p.field, p.constraint]));
  const params = [first?.field ?? '', ...(first?.constraint === 'minLength' || first?.constraint === 'maxLength' ? [lengthOf(first.text)] : [])];
  return new BusinessError(key, 422, params, { fields });
};

/** Unknown fields first, then missing values, then wrong types, then range and format rules. */
const ORDER = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isIn', 'isEnum'];
const priority = (constraint: string): number => {
  const i = ORDER.indexOf(constraint);
  return i === -1 ? ORDER.length : i;
};

const lengthOf = (text: string): string => text.match(/\d+/)?.[0] ?? '';

/**
 * Form values arrive as text, so numbers and booleans are converted implicitly. The body normaliser parses
 * JSON text into objects; for a field declared as text the client meant the text itself, so it is kept as
 * JSON text (implicit conversion alone would store "[object Object]").
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metatype && value && typeof value === 'object' && !Array.isArray(value)) {
      const body = value as Record<string, unknown>;
      for (const [field, fieldValue] of Object.entries(body)) {
        const declared: unknown = Reflect.getMetadata('design:type', metatype.prototype as object, field);
        if (declared === String && fieldValue !== null && typeof fieldValue === 'object') body[field] = JSON.stringify(fieldValue);
      }
    }
    return super.transform(value, metadata);
  }
}

export const createValidationPipe = (): ValidationPipe =>
  new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: true },
    exceptionFactory: toValidationError,
  });
