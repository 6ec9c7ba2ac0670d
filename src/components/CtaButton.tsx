import type { Cta } from '../schemas/common';
import { SmartLink } from './SmartLink';

/** A content call-to-action as a button; nothing when the content has none. */
export function CtaButton({ cta, variant = 'primary' }: { cta?: Cta; variant?: 'primary' | 'light' }) {
  if (!cta) return null;
  return (
    <SmartLink href={cta.link} className={`button button--${variant}`}>
      {cta.label}
    </SmartLink>
  );
}
