/**
 * The end of an infinite paper list as drawn (spec §2 Paper search list): a spinner while a page loads, 'No more' or
 * 'No Data' when the list is finished, otherwise an invisible marker whose arrival in view asks for the next page.
 * No client directive: PaperListEnd draws it with its observer, and a visitor's papers page on the server.
 */
import type { Ref } from "react";
import { Spinner } from "@/components/ui/button";

export function PaperListEndView({ loading, finished, markerRef }: { loading: boolean; finished: string | undefined; markerRef?: Ref<HTMLDivElement> }) {
  return (
    <div className="flex min-h-12 items-center justify-center py-4 text-sm text-neutral-500">
      {loading ? (
        <span role="status" aria-label="Loading papers">
          <Spinner className="size-5" />
        </span>
      ) : finished ? (
        <p>{finished}</p>
      ) : (
        <div ref={markerRef} aria-hidden="true" className="h-px w-full" />
      )}
    </div>
  );
}
