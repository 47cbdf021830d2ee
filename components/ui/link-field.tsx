/** A link shown to be copied (the Share modal's public link, a lab's invite link): read-only, selected on focus. */
export function LinkField({ label, url, className = "" }: { label: string; url: string; className?: string }) {
  return (
    <input
      readOnly
      aria-label={label}
      value={url}
      onFocus={(event) => event.currentTarget.select()}
      className={`h-11 min-w-0 rounded-lg border border-surface-line bg-surface-muted px-3 text-sm text-neutral-700 ${className}`}
    />
  );
}
