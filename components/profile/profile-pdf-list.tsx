"use client";

/** The profile's own papers as PDFs (spec §2, §5): only PDF files ('Please upload PDF file!'), through the upload flow. */
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import type { ResearchProfileClient } from "@/lib/contract/entities/user";
import { uploadProfilePdf } from "@/lib/client/profile/profile-pdf-upload";
import { pdfUploadProblem } from "@/lib/domain/profile/profile-rules";

type Files = ResearchProfileClient["files"];

export function ProfilePdfList({ files, onChange }: { files: Files; onChange: (next: Files) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const labelId = useId();

  async function upload(file: File | undefined) {
    if (!file) return;
    const refused = pdfUploadProblem(file);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    try {
      const uploaded = await uploadProfilePdf(file);
      onChange([...files, uploaded]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-1.5 text-sm font-medium text-neutral-800">
        Your papers (PDF)
      </p>
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        aria-label="Upload a PDF"
        className="sr-only"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button variant="secondary" busy={uploading} onClick={() => input.current?.click()}>
        Upload PDF
      </Button>
      <p role={problem ? "alert" : undefined} className="mt-1 min-h-5 text-xs leading-5 text-red-600">
        {problem}
      </p>
      {files.length > 0 ? (
        <ul aria-label="PDFs added" className="flex flex-col gap-1.5">
          {files.map((file) => (
            <li key={file.url} className="flex items-center gap-2 rounded-lg bg-surface-muted px-3 py-1.5 text-sm">
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((other) => other.url !== file.url))}
                className="rounded p-0.5 text-neutral-500 hover:text-neutral-800"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
