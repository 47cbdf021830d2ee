import path from "node:path";

/**
 * The servers the end-to-end tests run against, each with a data folder of its own under data/e2e (wiped by the
 * test command before a run) so several embedded PostgreSQL servers live side by side. E2E_PORT_BASE,
 * E2E_DATA_DIR and NEXT_DIST_DIR let a second run (another build, other ports) go on beside the first.
 */
/** The e2e app's one showcase link (a share link's shape; the page only links to it). */
export const SHOWCASE_DEEP_SURVEY_RUN = "https://example.org/search-v1/demo?shareId=showcase&isReplay=true";

const portBase = Number(process.env.E2E_PORT_BASE ?? 3310);
const dataRoot = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e");
const ports = { app: portBase, backend: portBase + 1, front: portBase + 2, oauth: portBase + 3, llm: portBase + 4, papers: portBase + 5 };
const oauthUrl = `http://127.0.0.1:${ports.oauth}`;
const llmUrl = `http://127.0.0.1:${ports.llm}`;
const papersUrl = `http://127.0.0.1:${ports.papers}`;

/** The app's chat model: the fake OpenAI-compatible server with its e2e script (tests/fixtures/fake-llm). */
const chatModel = { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: `${llmUrl}/v1`, LLM_MODEL: "fake-model" };

/**
 * The research agents' paper sources: the loopback fakes (tests/fixtures/fake-papers). GitHub's API base is the
 * fake OAuth server's, which signs users in and answers repository searches too, as api.github.com does both.
 */
const paperSources = {
  ARXIV_API_URL: `${papersUrl}/arxiv/api/query`,
  ARXIV_PDF_URL: `${papersUrl}/pdf`,
  ARXIV_MIN_INTERVAL_MS: "10",
  OPENALEX_API_URL: `${papersUrl}/openalex`,
  SEMANTIC_SCHOLAR_API_URL: `${papersUrl}/s2`,
  // The fake's PDF links point at loopback, which the guarded fetch refuses to anyone not exempted.
  FETCH_EXEMPT_ORIGINS: papersUrl,
  // The daily feed: one ingestion at start (the fake lists its catalogue: "Attention Is All You Need", …).
  FEED_INGEST_ON_START: "true",
};

/** Sign-in settings pointing both the BFF and the backend at the fake providers. */
const signIn = {
  GITHUB_CLIENT_ID: "e2e-github-client",
  GITHUB_CLIENT_SECRET: "e2e-github-secret",
  GITHUB_OAUTH_URL: oauthUrl,
  GITHUB_API_URL: oauthUrl,
  GOOGLE_CLIENT_ID: "e2e-google-client",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_AUTHORIZATION_URL: `${oauthUrl}/google/auth`,
  GOOGLE_TOKEN_URL: `${oauthUrl}/google/token`,
  GOOGLE_USERINFO_URL: `${oauthUrl}/google/userinfo`,
  GOOGLE_TOKENINFO_URL: `${oauthUrl}/google/tokeninfo`,
};

export const e2eDataDirs = {
  app: path.join(dataRoot, "app"),
  backend: path.join(dataRoot, "backend"),
  front: path.join(dataRoot, "front"),
};

export const e2eServers = {
  oauth: {
    url: oauthUrl,
    healthPath: "/health",
    command: `npx tsx tests/fixtures/fake-oauth/cli.ts --port ${ports.oauth}`,
    env: {},
  },
  llm: {
    url: llmUrl,
    healthPath: "/v1/models",
    command: `npx tsx tests/fixtures/fake-llm/cli.ts --port ${ports.llm} --script e2e`,
    env: {},
  },
  papers: {
    url: papersUrl,
    healthPath: "/github/search/repositories?q=health",
    command: `npx tsx tests/fixtures/fake-papers/cli.ts --port ${ports.papers}`,
    env: {},
  },
  app: {
    url: `http://127.0.0.1:${ports.app}`,
    healthPath: "/api/health",
    command: `npx next start -H 127.0.0.1 -p ${ports.app}`,
    env: {
      DATA_DIR: e2eDataDirs.app,
      APP_URL: `http://127.0.0.1:${ports.app}`,
      LOG_LEVEL: "warn",
      // `next start` is production: without SMTP the backend keeps mail in the dev outbox only when asked to.
      MAIL_OUTBOX: "1",
      // Every browser call comes from 127.0.0.1 and tests send codes seconds apart: production limits would refuse.
      RATE_LIMIT_CODE_INTERVAL_SECONDS: "1",
      RATE_LIMIT_CODES_PER_IP: "1000",
      // The landing page's showcase (issue 21): one run set, the rest absent (tests/e2e/home.spec.ts).
      SHOWCASE_RUNS: `deepSurvey=${SHOWCASE_DEEP_SURVEY_RUN} notebook=javascript:alert(1)`,
      ...signIn,
      ...chatModel,
      ...paperSources,
    },
  },
  backend: {
    url: `http://127.0.0.1:${ports.backend}`,
    healthPath: "/api/health",
    command: "npm run backend",
    env: {
      DATA_DIR: e2eDataDirs.backend,
      BACKEND_PORT: String(ports.backend),
      LOG_LEVEL: "warn",
      MAIL_OUTBOX: "1",
      // Signed storage links name the backend itself; the front rewrites them to its own host (see front).
      STORAGE_PUBLIC_URL: `http://127.0.0.1:${ports.backend}`,
      ...signIn,
      ...chatModel,
    },
  },
  front: {
    url: `http://127.0.0.1:${ports.front}`,
    healthPath: "/api/health",
    command: `npx next start -H 127.0.0.1 -p ${ports.front}`,
    env: {
      DATA_DIR: e2eDataDirs.front,
      APP_URL: `http://127.0.0.1:${ports.front}`,
      API_UPSTREAM_URL: `http://127.0.0.1:${ports.backend}/api`,
      // Storage links in the backend's answers lead browsers to this front, which forwards them (spec §7).
      STORAGE_HOST_REWRITES: `127.0.0.1:${ports.backend}=>127.0.0.1:${ports.front}`,
      LOG_LEVEL: "warn",
      ...signIn,
    },
  },
};
