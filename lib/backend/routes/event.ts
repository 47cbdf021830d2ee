import "server-only";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { eventTrackRule, recordEvent } from "../services/event/track-event";
import { hit } from "../services/rate-limit";

/** The analytics event post of spec §7 (page views, agent queries, utm parameters). */
export function mountEventCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "event.track", async ({ body, clientIp }) => {
    await hit(deps, eventTrackRule(deps.config, clientIp));
    await recordEvent(deps.db, { name: body.event, properties: body.properties ?? {}, userId: null });
    return true;
  });
}
