import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { userStreamSlot } from "../http/stream-slots";
import { readableTask } from "../services/share/session-access";
import { readerOf } from "../services/share/share-reader";
import { cancelTask } from "../services/task/cancel-task";
import { createTask } from "../services/task/create-task";
import { getTask, parseStepCursor } from "../services/task/get-task";
import { openTaskEvents } from "../services/task/task-events";

/**
 * Agent tasks (spec §7 task calls). Writes are the owner's: anonymous callers get 401, other users' tasks 404.
 * Reads (get_task, events) also answer a visitor holding the shareId of the task's session (issue 21).
 */
export function mountTaskCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "task.createTask", ({ user, body }) => createTask(deps, user.id, body));
  mount(api, "task.getTask", async (caller) => {
    const { taskId, shareId, after } = caller.query;
    const reader = await readerOf(deps, caller, shareId);
    const cursor = parseStepCursor(after);
    return getTask(deps.db, await readableTask(deps.db, reader, taskId, shareId), cursor);
  });
  mount(api, "task.events", async (caller) => {
    const { shareId } = caller.query;
    const reader = await readerOf(deps, caller, shareId);
    return openTaskEvents(async (after) => getTask(deps.db, await readableTask(deps.db, reader, caller.params.taskId, shareId), after));
  }, {
    // The owner's streams count under their token, as before sharing. A shared link's readers count under their
    // address, signed in or not: with a shareId an unknown token reads as anonymous, so keying by it would give
    // every made-up token a cap of its own.
    streamSlot: ({ token, clientIp, query }) =>
      userStreamSlot(query.shareId === undefined && token !== undefined ? token : `visitor:${clientIp}`, deps.config.SSE_STREAMS_PER_USER),
  });
  mount(api, "task.cancel", async ({ user, params }) => {
    await cancelTask(deps, user.id, params.id);
    return true;
  });
}
