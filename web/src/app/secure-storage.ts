/**
 * localStorage with values obfuscated by a fixed key (SPEC section 9: "client storage values are encrypted
 * with a fixed key"). This is a light XOR + base64 scrambling so values are not readable at a glance in the
 * browser's storage panel — it is NOT security: the key ships with the code and anyone can reverse it.
 * The session token is protected by the server (expiry, revocation), not by this.
 */
const KEY = 'gengyun-web-2024';
const PREFIX = 'gy.';
const MARK = 'gy1:';

const scramble = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  const key = new TextEncoder().encode(KEY);
  const out = bytes.map((byte, index) => byte ^ key[index % key.length]);
  let binary = '';
  out.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return MARK + btoa(binary);
};

const unscramble = (stored: string): string | null => {
  if (!stored.startsWith(MARK)) return null;
  try {
    const binary = atob(stored.slice(MARK.length));
    const key = new TextEncoder().encode(KEY);
    const bytes = Uint8Array.from(binary, (char, index) => char.charCodeAt(0) ^ key[index % key.length]);
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
};

export const secureStorage = {
  read<T>(name: string): T | null {
    const stored = localStorage.getItem(PREFIX + name);
    if (stored === null) return null;
    const text = unscramble(stored);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  },
  write(name: string, value: unknown): void {
    localStorage.setItem(PREFIX + name, scramble(JSON.stringify(value)));
  },
  remove(name: string): void {
    localStorage.removeItem(PREFIX + name);
  },
  /** Removes every value this app stored, except the names kept (display preferences survive a logout). */
  clearAll(keep: readonly string[] = []): void {
    const names: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const name = localStorage.key(index);
      if (name?.startsWith(PREFIX) && !keep.includes(name.slice(PREFIX.length))) names.push(name);
    }
    names.forEach((name) => localStorage.removeItem(name));
    sessionStorage.clear();
  },
};
