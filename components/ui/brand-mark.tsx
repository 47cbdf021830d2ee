/** The product mark (same drawing as public/logo.svg), inline so it costs no request. Decorative. */
export function BrandMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={`shrink-0 ${className}`}>
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <circle cx="32" cy="32" r="9" fill="none" stroke="#fff" strokeWidth="4" />
      <ellipse cx="32" cy="32" rx="22" ry="9" fill="none" stroke="#c7d2fe" strokeWidth="3" transform="rotate(35 32 32)" />
      <ellipse cx="32" cy="32" rx="22" ry="9" fill="none" stroke="#c7d2fe" strokeWidth="3" transform="rotate(-35 32 32)" />
      <circle cx="32" cy="32" r="3.5" fill="#fff" />
    </svg>
  );
}
