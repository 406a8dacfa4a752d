/** Level colours (SPEC levels 1–5), apart from the table so that the shell's alarm banner takes them alone. */
export const LEVEL_COLOURS: Readonly<Record<number, string>> = {
  1: '#52c41a',
  2: '#1677ff',
  3: '#faad14',
  4: '#fa8c16',
  5: '#f5222d',
};

/** Colour of a level 1–5 (SPEC levels); undefined outside the range. */
export function levelColour(level: unknown): string | undefined {
  const n = Number(level);
  return Number.isInteger(n) ? LEVEL_COLOURS[n] : undefined;
}
