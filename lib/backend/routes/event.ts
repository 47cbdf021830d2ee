import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { clientIp } from "../http/auth";
import { ok, parseInput, readJsonBody } from "../http/respond";
import { eventTrackRule, recordEvent } from "../services/event/track-event";
import { hit } from "../services/rate-limit";

/** POST /event/track: the analytics event post of spec §7 (page views, agent queries, utm parameters). */
export function eventRoutes(deps: BackendDeps) {
  return new Hono().post("/event/track", async (c) => {
    const body = parseInput(contractCalls["event.track"].body, await readJsonBody(c));
    await hit(deps, eventTrackRule(deps.config, clientIp(c, deps.config)));
    await recordEvent(deps.db, { name: body.event, properties: body.properties ?? {}, userId: null });
    return ok(c, true);
  });
}
