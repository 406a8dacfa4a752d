import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/** An optional id (a positive integer, sent as text or a number). */
export const OptionalId = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  Type(() => Number)(target, key);
  IsInt()(target, key);
  Min(1)(target, key);
};

/** A price may come as a number or text; its format ("price format error") is the services' rule, not a DTO one. */
export const PriceText = (): PropertyDecorator =>
  Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => (typeof obj[key] === 'number' ? String(obj[key]) : obj[key]));
