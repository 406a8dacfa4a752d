/** Comma-separated ids or texts as stored in varchar columns. */
export const splitList = (text: string | null | undefined): string[] => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);
export const splitIds = (text: string | null | undefined): number[] => splitList(text).map(Number).filter((n) => Number.isInteger(n) && n > 0);
export const joinList = (items: ReadonlyArray<string | number> | undefined): string | null => (items?.length ? [...new Set(items.map(String))].join(',') : null);
