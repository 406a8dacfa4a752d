/**
 * Patterns for `LIKE` built from a user's text. The text's own `%` and `_` (and `!`) are escaped with `!`, so that
 * searching "50%" finds "50%" and not "500"; every `LIKE` with such a pattern says `ESCAPE '!'` (`LIKE_ESCAPE`).
 * Backslash is no escape then: it means nothing to SQLite's LIKE and is MySQL's default one, which the clause replaces.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

const escapeLike = (text: string): string => text.replace(/[!%_]/g, (c) => `!${c}`);

/** `%text%`: the column contains the text. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** `text%`: the column starts with the text. */
export const startsWithPattern = (text: string): string => `${escapeLike(text)}%`;
