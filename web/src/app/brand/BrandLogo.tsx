import { useState, type ReactElement } from 'react';
import { links } from '@/api/file-download';
import { DefaultLogo } from './DefaultLogo';

/** Logos are files of this business number attached to the enterprise (server ENTERPRISE_BUSINESS_NO). */
const ENTERPRISE_BUSINESS_NO = 'enterprise';

export interface BrandLogoProps {
  /** The enterprise's uploaded logo; none (or one that fails to load): the product's mark. */
  logoFileId: number | null | undefined;
  /** The narrow side menu: a square box. */
  compact?: boolean;
  alt: string;
}

/** The enterprise's logo letterboxed in 144×48 (any PNG up to the upload limit), or the designed default. */
export function BrandLogo({ logoFileId, compact = false, alt }: BrandLogoProps): ReactElement {
  const [failed, setFailed] = useState<number | null>(null);
  const box = compact ? 'gy-brand-logo gy-brand-logo-compact' : 'gy-brand-logo';
  if (logoFileId && failed !== logoFileId) {
    return (
      <span className={box} data-testid="brand-logo" data-logo="enterprise">
        <img src={links.image(logoFileId, ENTERPRISE_BUSINESS_NO)} alt={alt} onError={() => setFailed(logoFileId)} />
      </span>
    );
  }
  return (
    <span className={box} data-testid="brand-logo" data-logo="default">
      <DefaultLogo compact={compact} />
    </span>
  );
}
