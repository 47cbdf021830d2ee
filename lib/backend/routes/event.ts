import "server-only";
import { Hono } from "hono";
import { contractCalls } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { ok, parseInput, readJsonBody } from "../http/respond";
import { recordEvent } from "../services/analytics";

/** POST /event/track: the analytics event post of spec §7 (page views, agent queries, utm parameters). */
export function eventRoutes({ db }: BackendDeps) {
  return new Hono().post("/event/track", async (c) => {
    const body = parseInput(contractCalls["event.track"].body, await readJsonBody(c));
    await recordEvent(db, { name: body.event, properties: body.properties ?? {}, userId: null });
    return ok(c, true);
  });
}
