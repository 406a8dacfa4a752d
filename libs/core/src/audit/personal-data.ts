/**
 * Personal data inside free text (audit remarks): mainland identity-card numbers, mobile and landline phone numbers,
 * e-mail addresses. Each is masked so that a person can still tell two values apart (the ends stay) but not use them:
 * `13812345678` → `138****5678`, `021-64381234` → `021-****1234`, `li.lei@example.com` → `l***@example.com`,
 * `110101199003071234` → `1101**********1234`. Masking a masked text changes nothing.
 */
const RULES: ReadonlyArray<[RegExp, (match: string, ...groups: string[]) => string]> = [
  // Identity cards: 18 characters (17 digits and a digit or X) or the old 15 digits.
  [/(?<![0-9A-Za-z])(\d{4})\d{10}(\d{3}[\dXx])(?![0-9A-Za-z])/g, (_m, head, tail) => `${head}${'*'.repeat(10)}${tail}`],
  [/(?<![0-9A-Za-z])(\d{4})\d{7}(\d{4})(?![0-9A-Za-z])/g, (_m, head, tail) => `${head}${'*'.repeat(7)}${tail}`],
  // Mobile numbers, with or without +86 and separators.
  [/(?<!\d)((?:\+?86[- ]?)?1[3-9]\d)[- ]?\d{4}[- ]?(\d{4})(?!\d)/g, (_m, head, tail) => `${head}****${tail}`],
  // Landlines: area code starting with 0, then 7 or 8 digits.
  [/(?<!\d)(0\d{2,3})([- ]?)\d{3,4}(\d{4})(?!\d)/g, (_m, area, sep, tail) => `${area}${sep}****${tail}`],
  // E-mail addresses: the first character of the local part and the domain stay.
  [/(?<![A-Za-z0-9._%+-])([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g, (_m, first, domain) => `${first}***@${domain}`],
];

export function maskPersonalData(text: string): string {
  let out = text;
  for (const [pattern, replace] of RULES) out = out.replace(pattern, replace as (substring: string, ...args: unknown[]) => string);
  return out;
}

/** A remark parameter with its personal data masked: texts and numbers (a phone typed into a number field); other values as they are. */
export function maskParam(param: unknown): unknown {
  if (typeof param === 'string') return maskPersonalData(param);
  if (typeof param === 'number' && Number.isInteger(param)) {
    const masked = maskPersonalData(String(param));
    return masked === String(param) ? param : masked;
  }
  return param;
}
