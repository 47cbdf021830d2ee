"use client";

/** The profile's own papers as PDFs (spec §2, §5): only PDF files ('Please upload PDF file!'), through the upload flow. */
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ResearchProfileClient } from "@/lib/contract/entities/user";
import { uploadProfilePdf } from "@/lib/client/profile/profile-pdf-upload";
import { pdfUploadProblem } from "@/lib/domain/profile/profile-rules";
import { RemovableList } from "./removable-list";

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
      <RemovableList
        label="PDFs added"
        items={files}
        nameOf={(file) => file.name}
        renderItem={(file) => <span className="min-w-0 flex-1 truncate">{file.name}</span>}
        onChange={onChange}
      />
    </div>
  );
}
