/** The spec's empty canvas (§2): 'No canvas content' / 'Please start a new research task.', with a drawing. */
export function EmptyCanvas({ className = "" }: { className?: string }) {
  return (
    <div className={`flex h-full flex-col items-center justify-center gap-3 px-8 text-center ${className}`}>
      <EmptyCanvasArt />
      <p className="text-base font-semibold text-neutral-800">No canvas content</p>
      <p className="max-w-xs text-sm leading-6 text-neutral-500">Please start a new research task.</p>
    </div>
  );
}

function EmptyCanvasArt() {
  return (
    <svg viewBox="0 0 120 90" aria-hidden="true" focusable="false" className="mb-2 h-20 w-28">
      <rect x="10" y="12" width="100" height="68" rx="10" fill="#eef2ff" />
      <rect x="22" y="26" width="44" height="6" rx="3" fill="#c7d2fe" />
      <rect x="22" y="38" width="76" height="5" rx="2.5" fill="#e0e7ff" />
      <rect x="22" y="49" width="64" height="5" rx="2.5" fill="#e0e7ff" />
      <rect x="22" y="60" width="36" height="5" rx="2.5" fill="#e0e7ff" />
      <circle cx="94" cy="22" r="11" fill="#4f46e5" />
      <path d="M89.5 22h9M94 17.5v9" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
