/** An idea's References: links where the reference has an address, its title otherwise. */
import type { IdeaReference } from "@/lib/domain/task/idea-tree";

export function IdeaReferences({ references }: { references: readonly IdeaReference[] }) {
  if (references.length === 0) return null;
  return (
    <section aria-label="References">
      <h4 className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">References</h4>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-xs leading-5 text-neutral-700">
        {references.map((reference, index) => (
          <li key={`${index}-${reference.label}`}>
            {reference.href ? (
              <a href={reference.href} target="_blank" rel="noopener noreferrer" className="text-brand underline-offset-2 hover:underline">
                {reference.label}
              </a>
            ) : (
              reference.label
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
