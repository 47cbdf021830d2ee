import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readBackendConfig } from "@/lib/backend/config";
import { createPaperSources } from "@/lib/backend/papers/create-paper-sources";
import type { PaperSources } from "@/lib/backend/papers/paper-sources";
import type { SourceClientSettings } from "@/lib/backend/papers/sources/source-client";
import { startFakePapers, type FakePapers } from "../../fixtures/fake-papers";
import { createTestBackend, type TestBackend } from "../support/test-backend";

/** Paper tests' shared setup: the fake paper sources, and a backend (own database and data folder) pointed at them. */
export type PapersSetup = { fake: FakePapers; backend: TestBackend; sources: PaperSources; dataDir: string; dispose(): Promise<void> };

export async function createPapersSetup(env: Record<string, string> = {}): Promise<PapersSetup> {
  const fake = await startFakePapers();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "papers-test-"));
  const backend = await createTestBackend({ DATA_DIR: dataDir, ...fake.env, PAPER_SOURCE_TIMEOUT_MS: "2000", ...env }, { runWorkers: false });
  return {
    fake,
    backend,
    sources: createPaperSources(backend.deps),
    dataDir,
    async dispose() {
      await backend.dispose();
      await fake.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Settings for one source client pointed at the fake (no database needed). */
export function clientSettings(fake: FakePapers, name: "ARXIV_API_URL" | "OPENALEX_API_URL" | "SEMANTIC_SCHOLAR_API_URL" | "GITHUB_API_URL", extra: Partial<SourceClientSettings> = {}): SourceClientSettings {
  const config = readBackendConfig({ NODE_ENV: "test", ...fake.env });
  return { baseUrl: config[name], timeoutMs: 2000, userAgent: "papers-test", ...extra };
}
