import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract/calls";
import type { BackendDeps } from "./deps";
import { requestIds } from "./http/request-id";
import { answerError, answerNotFound } from "./http/respond";
import { jsonBodyLimit } from "./http/json-body-limit";
import { chatRoutes } from "./routes/chat";
import { chatSessionRoutes } from "./routes/chat-session";
import { eventRoutes } from "./routes/event";
import { fileRoutes } from "./routes/file";
import { healthRoutes } from "./routes/health";
import { taskRoutes } from "./routes/task";
import { userRoutes } from "./routes/user";

const API_BASE_PATH = "/api";

/**
 * The embedded backend: the /api contract as a Hono app. The BFF calls `app.fetch(request)` in-process;
 * `npm run backend` serves the same app over HTTP for a front instance in upstream mode.
 */
export function createBackendApp(deps: BackendDeps) {
  const app = new Hono().basePath(API_BASE_PATH);
  app.use(requestIds());
  app.use(jsonBodyLimit({ basePath: API_BASE_PATH, streamedCalls: [contractCalls["file.uploadTemp"]] }));
  app.route("/", healthRoutes(deps));
  app.route("/", eventRoutes(deps));
  app.route("/", userRoutes(deps));
  app.route("/", chatSessionRoutes(deps));
  app.route("/", chatRoutes(deps));
  app.route("/", fileRoutes(deps));
  app.route("/", taskRoutes(deps));
  app.notFound(answerNotFound);
  app.onError(answerError);
  return app;
}

export type BackendApp = ReturnType<typeof createBackendApp>;
