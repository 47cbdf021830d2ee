import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract/calls";
import type { BackendDeps } from "./deps";
import type { AccountsPort } from "./http/auth";
import { jsonBodyLimit } from "./http/json-body-limit";
import type { CallRouter } from "./http/mount";
import { requestIds } from "./http/request-id";
import { answerError, answerNotFound } from "./http/respond";
import { mountChatCalls } from "./routes/chat";
import { mountCloneCalls } from "./routes/clone";
import { mountCreditCalls } from "./routes/credit";
import { mountEventCalls } from "./routes/event";
import { mountFeedCalls } from "./routes/feed";
import { mountFileCalls } from "./routes/file";
import { mountHealthCalls } from "./routes/health";
import { mountProfileCalls } from "./routes/profile";
import { mountShareCalls } from "./routes/share";
import { mountTaskCalls } from "./routes/task";
import { mountUserCalls } from "./routes/user";
import { assertWhitelisted } from "./services/user/account-email";
import { userForToken } from "./services/user/tokens";

const API_BASE_PATH = "/api";

/**
 * The embedded backend: the /api contract as a Hono app, each call mounted by its contract id (routes/<area>.ts;
 * the calls not served yet are listed in routes/not-served-yet.ts). The BFF calls `app.fetch(request)` in-process;
 * `npm run backend` serves the same app over HTTP for a front instance in upstream mode.
 */
export function createBackendApp(deps: BackendDeps) {
  const app = new Hono().basePath(API_BASE_PATH);
  app.use(requestIds());
  app.use(jsonBodyLimit({ basePath: API_BASE_PATH, streamedCalls: [contractCalls["file.uploadTemp"]] }));
  const api: CallRouter = { hono: app, accounts: accountsOf(deps), config: deps.config };
  mountHealthCalls(api, deps);
  mountEventCalls(api, deps);
  mountUserCalls(api, deps);
  mountChatCalls(api, deps);
  mountShareCalls(api, deps);
  mountCloneCalls(api, deps);
  mountFileCalls(api, deps);
  mountTaskCalls(api, deps);
  mountCreditCalls(api, deps);
  mountProfileCalls(api, deps);
  mountFeedCalls(api, deps);
  app.notFound(answerNotFound);
  app.onError(answerError);
  return app;
}

/** Authentication's view of the accounts (http/auth.ts), wired here so the http layer never imports services. */
function accountsOf(deps: BackendDeps): AccountsPort {
  return {
    userForToken: (token) => userForToken(deps, token),
    assertAdmitted: (user) => assertWhitelisted(deps.config, user.email),
  };
}

export type BackendApp = ReturnType<typeof createBackendApp>;
