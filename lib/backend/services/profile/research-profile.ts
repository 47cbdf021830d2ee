import "server-only";
import { eq } from "drizzle-orm";
import type { ResearchProfileServer } from "@/lib/contract";
import type { ResearchProfileSubmit } from "@/lib/contract/calls/profile";
import { researchProfiles } from "../../db/schema";
import { assertPdfFiles, profileFiles } from "./profile-files";
import { profileRanking, type ProfileTextDeps } from "./profile-text";

/**
 * POST /submitPreference and GET /getPreference (spec §3 Research profile, §5 rules): the contract schema has
 * already applied every §5 rule but the PDF one, which needs the stored files. Saving also remakes the 'my'
 * feed's query, so the feed follows the profile from the next page on.
 */
export const PROFILE_SAVED = "Update success";

export async function saveResearchProfile(deps: ProfileTextDeps, userId: string, profile: ResearchProfileSubmit): Promise<string> {
  const pdfUrls = profile.pdfUrls ?? [];
  const files = await profileFiles(deps.db, userId, pdfUrls);
  assertPdfFiles(files);
  const { feedQuery, embedding } = await profileRanking(deps, userId, profile, files);
  const row = {
    tags: profile.tags ?? [],
    content: profile.content ?? "",
    pdfUrls,
    arxivUrls: profile.arxivUrls ?? [],
    googleScholarUrls: (profile.googleScholarUrls ?? []).map((entry) => entry.google_scholar_url),
    feedQuery,
    embedding,
    updatedAt: new Date(),
  };
  await deps.db.insert(researchProfiles).values({ userId, ...row }).onConflictDoUpdate({ target: researchProfiles.userId, set: row });
  return PROFILE_SAVED;
}

/** The server shape, plus `pdfFiles` (ours): each readable upload's original name, for the client's file list. */
export async function readResearchProfile(deps: Pick<ProfileTextDeps, "db">, userId: string): Promise<ResearchProfileServer | null> {
  const [row] = await deps.db.select().from(researchProfiles).where(eq(researchProfiles.userId, userId)).limit(1);
  if (!row) return null;
  const files = await profileFiles(deps.db, userId, row.pdfUrls);
  return {
    tags: row.tags,
    content: row.content,
    pdfUrls: row.pdfUrls,
    arxivUrls: row.arxivUrls,
    googleScholarUrls: row.googleScholarUrls.map((url) => ({ google_scholar_url: url })),
    pdfFiles: files.map(({ url, file }) => ({ url, name: file.originalName })),
  };
}
