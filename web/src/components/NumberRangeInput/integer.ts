/** SPEC 5: only integers, or a lone minus while typing. */
const TYPING = /^-?\d*$/;

/** Whether the text may stand in the box while typing ('' and '-' included). */
export function isIntegerTyping(text: string): boolean {
  return TYPING.test(text);
}

/** On blur: a lone minus is dropped; '007' becomes '7'; '-0' becomes '0'. */
export function finishIntegerText(text: string): string {
  if (text === '' || text === '-') return '';
  const value = Number(text);
  return Number.isSafeInteger(value) ? String(value === 0 ? 0 : value) : '';
}

/** The number the text stands for, or undefined for '' and '-'. */
export function parseIntegerText(text: string): number | undefined {
  const finished = finishIntegerText(text);
  return finished === '' ? undefined : Number(finished);
}
