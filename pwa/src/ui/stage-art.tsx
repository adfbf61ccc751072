import { useId } from 'react';

/** Decorative: a spotlight falling on an empty stage — the brand's one illustration. */
export function StageArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 480 420" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}beam`} x1="0.75" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#f7c1df" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f7c1df" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={`${id}floor`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#e55ea6" stopOpacity="0.55" />
          <stop offset="0.6" stopColor="#7430c4" stopOpacity="0.25" />
          <stop offset="1" stopColor="#7430c4" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}ring`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a56de9" />
          <stop offset="1" stopColor="#e55ea6" />
        </linearGradient>
      </defs>
      <circle
        cx="250"
        cy="200"
        r="170"
        fill="none"
        stroke={`url(#${id}ring)`}
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <circle
        cx="250"
        cy="200"
        r="120"
        fill="none"
        stroke="#c39cf3"
        strokeOpacity="0.25"
        strokeWidth="1.5"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <path d="M392 44 L160 352 L350 352 Z" fill={`url(#${id}beam)`} />
      <ellipse cx="255" cy="352" rx="170" ry="38" fill={`url(#${id}floor)`} />
      <ellipse
        cx="255"
        cy="352"
        rx="104"
        ry="16"
        fill="none"
        stroke="#f7c1df"
        strokeOpacity="0.4"
      />
      <circle cx="396" cy="40" r="14" fill="#f7c1df" />
      <circle cx="396" cy="40" r="30" fill="#f7c1df" fillOpacity="0.15" />
      <circle cx="96" cy="120" r="3" fill="#dcc4f9" fillOpacity="0.7" />
      <circle cx="130" cy="70" r="2" fill="#dcc4f9" fillOpacity="0.5" />
      <circle cx="440" cy="210" r="2.5" fill="#dcc4f9" fillOpacity="0.6" />
    </svg>
  );
}
