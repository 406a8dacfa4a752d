/** A calendar day, `YYYY-MM-DD`, with no time and no zone: plans are planned in days. */
export type LocalDate = string;

export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const toUtc = (date: LocalDate): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromUtc = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);

/** Whether the text is a real day (`2026-02-30` is not). */
export const isLocalDate = (text: string): boolean => LOCAL_DATE_PATTERN.test(text) && fromUtc(toUtc(text)) === text;

export const addDays = (date: LocalDate, days: number): LocalDate => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: LocalDate, b: LocalDate): number => Math.round((toUtc(b) - toUtc(a)) / DAY_MS);

/** Monday 1 … Sunday 7. */
export const isoWeekday = (date: LocalDate): number => new Date(toUtc(date)).getUTCDay() || 7;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const dateOf = (year: number, month: number, day: number): LocalDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export const parts = (date: LocalDate): { year: number; month: number; day: number } => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

export const maxDate = (a: LocalDate, b: LocalDate): LocalDate => (a > b ? a : b);
export const minDate = (a: LocalDate, b: LocalDate): LocalDate => (a < b ? a : b);
