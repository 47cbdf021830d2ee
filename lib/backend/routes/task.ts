import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { requireUser } from "../http/auth";
import { ok, parseInput, readJsonBody } from "../http/respond";
import { sseReaderOf } from "../http/sse";
import { inStreamSlot, userStreamsKey } from "../http/stream-slots";
import { cancelTask } from "../services/task/cancel-task";
import { createTask } from "../services/task/create-task";
import { parseStepCursor, readTask } from "../services/task/read-task";
import { openTaskEvents } from "../services/task/task-events";

/** Agent tasks (spec §7 task calls). Owner only: anonymous callers get 401, other users' tasks 404. */
export function taskRoutes(deps: BackendDeps) {
  return new Hono()
    .post("/task/create_task", async (c) => {
      const user = await requireUser(c, deps);
      const body = parseInput(contractCalls["task.createTask"].body, await readJsonBody(c));
      return ok(c, await createTask(deps, user.id, body));
    })
    .get("/task/get_task", async (c) => {
      const user = await requireUser(c, deps);
      const query = parseInput(contractCalls["task.getTask"].query, c.req.query());
      return ok(c, await readTask(deps.db, user.id, query.taskId, parseStepCursor(query.after)));
    })
    .get("/task/events/:taskId", async (c) => {
      const user = await requireUser(c, deps);
      const params = parseInput(contractCalls["task.events"].params, c.req.param());
      parseInput(contractCalls["task.events"].query, c.req.query());
      return inStreamSlot(userStreamsKey(user.id), deps.config.SSE_STREAMS_PER_USER, sseReaderOf(c), (reader) =>
        openTaskEvents(deps.db, user.id, params.taskId, reader),
      );
    })
    .post("/task/cancel/:id", async (c) => {
      const user = await requireUser(c, deps);
      const params = parseInput(contractCalls["task.cancel"].params, c.req.param());
      await cancelTask(deps, user.id, params.id);
      return ok(c, true);
    });
}
