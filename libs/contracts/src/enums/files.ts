/** A business number: a code (`1001`) or an area name (`equipment`, `enterprise`), as files and change logs are filed under. */
export const BUSINESS_NO_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const BUSINESS_NO_MAX = 50;
