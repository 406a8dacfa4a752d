/** A business number: a code (`1001`) or an area name (`equipment`, `enterprise`), as files and change logs are filed under. */
export const BUSINESS_NO_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const BUSINESS_NO_MAX = 50;

/** The enterprise logo: a PNG shown letterboxed in 144×48; larger pictures are scaled down (the refusal text names these limits). */
export const LOGO = { width: 144, height: 48, maxBytes: 512 * 1024, maxSide: 1440 } as const;
