export const REDACTED = '[REDACTED]';

/** Query parameters that carry a credential (`/getImg?…&token=…` puts the session token in the URL). */
const SECRET_PARAMS = new Set(['token', 'access_token', 'password']);

const isSecret = (name: string): boolean => {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape is kept as written; it names no secret parameter.
  }
  return SECRET_PARAMS.has(decoded.trim().toLowerCase());
};

/** The URL with the value of every credential query parameter replaced by REDACTED, for logs and error records. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split(/([&;])/)
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return eq >= 0 && isSecret(name) ? `${name}=${REDACTED}` : part;
    })
    .join('');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** The same for a parsed query object (a copy; the request's own object is left alone). */
export function redactQuery(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, isSecret(key) ? REDACTED : value]));
}
