/** The icon of an attached file (spec §5: PDF, Excel and Word by extension or media type, a generic one otherwise). */
import type { FileKind } from "@/lib/domain/files/attachments";

const KIND_STYLE: Record<FileKind, { color: string; label: string | null }> = {
  pdf: { color: "#dc2626", label: "PDF" },
  excel: { color: "#16a34a", label: "XLS" },
  word: { color: "#2563eb", label: "DOC" },
  generic: { color: "#6b7280", label: null },
};

export function FileKindIcon({ kind, className = "size-6" }: { kind: FileKind; className?: string }) {
  const { color, label } = KIND_STYLE[kind];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-file-kind={kind} className={`shrink-0 ${className}`}>
      <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill={label ? color : "#f3f4f6"} stroke={color} strokeWidth="1.2" />
      <path d="M14 2v6h6" fill="none" stroke={label ? "#ffffff" : color} strokeWidth="1.2" strokeOpacity={label ? 0.7 : 1} />
      {label ? (
        <text x="12" y="17.5" textAnchor="middle" fontSize="6" fontWeight="700" fill="#ffffff" fontFamily="ui-sans-serif, system-ui">
          {label}
        </text>
      ) : (
        <path d="M8 13h8M8 16.5h5" stroke={color} strokeWidth="1.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function PaperClipIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d="m21.4 11.1-8.5 8.5a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8" />
    </svg>
  );
}

export function DeleteIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
