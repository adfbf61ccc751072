import { PRODUCT_NAME } from '@greenroom/shared-model/constants';
import { useId } from 'react';
import { css, cx } from '../../styled-system/css';

/** The Greenroom mark: a "G" drawn as a spotlight ring on the brand gradient. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  const gradientId = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5f25a3" />
          <stop offset="1" stopColor="#b8206e" />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="24" fill={`url(#${gradientId})`} />
      <path
        d="M68.5 34.5A24 24 0 1 0 72 52H51"
        fill="none"
        stroke="#fff"
        strokeWidth="11"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="77" cy="19" r="5.5" fill="#f7c1df" />
    </svg>
  );
}

type LogoProps = { tone?: 'light' | 'dark'; className?: string; size?: number };

/** Mark + wordmark. `tone="dark"` is for dark backgrounds. */
export function Logo({ tone = 'light', className, size = 32 }: LogoProps) {
  return (
    <span
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2.5',
          fontFamily: 'display',
          fontWeight: '700',
          fontSize: 'xl',
          letterSpacing: '-0.01em',
          color: tone === 'dark' ? 'fg.inverse' : 'fg.default',
        }),
        className,
      )}
    >
      <LogoMark size={size} />
      {PRODUCT_NAME}
    </span>
  );
}
