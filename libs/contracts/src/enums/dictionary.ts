/** An option key (`selectKey`), a dictionary type's code as a select key, a field's option key. */
export const SELECT_KEY_PATTERN = /^[A-Za-z][\w.-]{0,63}$/;
/** The name of an extra filter sent beside `selectKey`. */
export const OPTION_PARAM_PATTERN = /^[A-Za-z_]\w{0,63}$/;
/** At most this many extra filters; a list filter holds at most `OPTION_PARAM_LIST_MAX` values of `OPTION_PARAM_TEXT_MAX` characters. */
export const OPTION_PARAMS_MAX = 20;
export const OPTION_PARAM_LIST_MAX = 100;
export const OPTION_PARAM_TEXT_MAX = 200;

/** A field-library field's code. */
export const FIELD_CODE_PATTERN = /^[A-Za-z][\w-]{0,63}$/;

/** The kinds of value a field-library field holds. */
export const FIELD_DATA_TYPES = ['text', 'textarea', 'number', 'integer', 'date', 'datetime', 'select', 'multiSelect', 'radio', 'checkbox', 'switch', 'file', 'image'] as const;
export type FieldDataType = (typeof FIELD_DATA_TYPES)[number];
/** Data types whose values come from an option list (they need an option source; others may not have one). */
export const OPTION_DATA_TYPES: readonly FieldDataType[] = ['select', 'multiSelect', 'radio', 'checkbox'];
