import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { userStreamSlot } from "../http/stream-slots";
import { cancelTask } from "../services/task/cancel-task";
import { createTask } from "../services/task/create-task";
import { parseStepCursor, getTask } from "../services/task/get-task";
import { openTaskEvents } from "../services/task/task-events";

/** Agent tasks (spec §7 task calls). Owner only: anonymous callers get 401, other users' tasks 404. */
export function mountTaskCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "task.createTask", ({ user, body }) => createTask(deps, user.id, body));
  mount(api, "task.getTask", async ({ requireUser, query }) => getTask(deps.db, (await requireUser()).id, query.taskId, parseStepCursor(query.after)));
  mount(api, "task.events", async ({ requireUser, params }) => openTaskEvents(deps.db, (await requireUser()).id, params.taskId), {
    streamSlot: ({ token }) => userStreamSlot(token ?? "anonymous", deps.config.SSE_STREAMS_PER_USER),
  });
  mount(api, "task.cancel", async ({ user, params }) => {
    await cancelTask(deps, user.id, params.id);
    return true;
  });
}
