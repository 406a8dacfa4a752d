/** A label key: letters, digits, `.`, `_`, `-`, starting with a letter, at most 150. */
export const LABEL_KEY_PATTERN = /^[A-Za-z][\w.-]{0,149}$/;
export const LABEL_KEY_MAX = 150;
/** The longest text of a label in one language. */
export const LABEL_TEXT_MAX = 2000;
