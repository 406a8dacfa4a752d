import type { ReactElement } from 'react';

/** The product's name is part of the mark, the same in every language. */
const MARK_NAME = '耕耘';
const MARK_LATIN = 'GENGYUN';
/** What a screen reader says for the mark: the name, not a translation of it. */
const MARK_LABEL = `${MARK_NAME} Gengyun`;

/**
 * The product's mark and name (耕耘 · GENGYUN) for an enterprise without its own logo: furrows rising into a leaf, in
 * the theme's primary and info colours (CSS variables, so it follows the dark and light themes). 144×48 like a logo.
 */
export function DefaultLogo({ compact = false }: { compact?: boolean }): ReactElement {
  const mark = (
    <g>
      <rect x="2" y="6" width="36" height="36" rx="9" fill="url(#gy-logo-fill)" />
      <path d="M9 34 C15 30 25 30 31 34" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" opacity="0.9" />
      <path d="M9 28 C15 24 25 24 31 28" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" opacity="0.7" />
      <path d="M20 25 C20 18 23 13 30 11 C30 18 26 23 20 25 Z" fill="#fff" />
      <path d="M20 25 C19 20 16 17 11 16 C11 21 14 24 20 25 Z" fill="#fff" opacity="0.75" />
    </g>
  );
  const gradient = (
    <defs>
      <linearGradient id="gy-logo-fill" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="var(--gy-primary, #13b5b1)" />
        <stop offset="1" stopColor="var(--gy-info, #29c5f6)" />
      </linearGradient>
    </defs>
  );
  if (compact) {
    return (
      <svg viewBox="0 0 40 48" width={40} height={48} role="img" aria-label={MARK_LABEL} className="gy-default-logo">
        {gradient}
        {mark}
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 144 48" width={144} height={48} role="img" aria-label={MARK_LABEL} className="gy-default-logo">
      {gradient}
      {mark}
      <text x="46" y="26" fill="currentColor" fontSize="19" fontWeight="700" letterSpacing="3">
        {MARK_NAME}
      </text>
      <text x="47" y="40" fill="var(--gy-primary, #13b5b1)" fontSize="9.5" fontWeight="600" letterSpacing="2.6">
        {MARK_LATIN}
      </text>
    </svg>
  );
}
