import type { ValueTransformer } from 'typeorm';

/**
 * Decimal columns as fixed-point text: mysql2 answers DECIMAL as text and better-sqlite3 as a number, so both are
 * read into the same `12.50`.
 */
export const decimalText = (scale: number): ValueTransformer => ({
  to: (value: string | null | undefined) => value ?? null,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value).toFixed(scale)),
});

/** Money shown to people: two places. */
export const toMoney = (value: number | string | null): string | null => (value === null ? null : Number(value).toFixed(2));
