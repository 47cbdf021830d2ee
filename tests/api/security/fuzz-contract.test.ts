import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCallPath, type CallDef, type CallId, callIds, contractCalls } from "@/lib/contract/calls";
import { almostRightObject, hostileString, hostileValue, rawJsonBodies } from "../../unit/contract/support/hostile-input";
import { fieldNames } from "../../unit/contract/support/request-schemas";
import { type AccountsBackend, createAccountsBackend, signUpAndLogin, uniqueEmail, uniqueIp } from "../support/accounts";
import { unservedCalls } from "./access-support";

/**
 * Issue 13, battery (input fuzzing): every call the embedded backend serves, signed in as a real user, gets random
 * and boundary input as path, query and JSON body. It must answer the §8 envelope (or its stream, file or
 * redirect), never a 5xx, and no input may cost more than RATIO times a normal signed-in request (the median of
 * reading one's own user info).
 */
const RATIO = 50;
const RUNS_PER_CALL = 12;

type Probe = { params: Record<string, string>; query: [string, string][]; body: string | undefined };

let setup: AccountsBackend;
let token: string;
beforeAll(async () => {
  setup = await createAccountsBackend();
  token = await signUpAndLogin(setup, uniqueEmail("fuzz"));
}, 60_000);
afterAll(() => setup.dispose());

const servedCalls = callIds.filter((id) => !unservedCalls.has(id));

/** Calls that answer 501 to everyone on purpose, each with why; for them 501 is the envelope the contract promises. */
const notImplementedCalls: Partial<Record<CallId, string>> = {
  "file.stsToken": "uploads use signed URLs from batch_temp_urls, so there are no temporary storage credentials to hand out",
};

function send(id: CallId, probe: Probe): Promise<Response> {
  const call: CallDef = contractCalls[id];
  const query = probe.query.length > 0 ? `?${new URLSearchParams(probe.query)}` : "";
  // Logging out revokes the presented token; the rest of the run needs it.
  const auth: Record<string, string> = id === "user.logout" ? {} : { AuthToken: token, token };
  const headers = { ...auth, "content-type": "application/json", "x-forwarded-for": uniqueIp() };
  const body = call.method === "GET" ? undefined : probe.body;
  return setup.backend.request(`${buildCallPath(call.path, probe.params)}${query}`, { method: call.method, headers, body, redirect: "manual" });
}

/** What a user's answer must be whatever they sent: an envelope, or the stream, file or redirect the call promises. */
async function expectContractAnswer(id: CallId, answer: Response): Promise<void> {
  const worst = notImplementedCalls[id] === undefined ? 499 : 501;
  expect(answer.status, `${id} answered ${answer.status}`).toBeLessThanOrEqual(worst);
  const type = answer.headers.get("content-type") ?? "";
  const promisesBytes = contractCalls[id].response !== "json" && answer.status < 400;
  if (promisesBytes || (answer.status >= 300 && answer.status < 400)) {
    await answer.body?.cancel();
    return;
  }
  expect(type, `${id} answered ${type}`).toContain("application/json");
  const envelope: unknown = JSON.parse(await answer.text());
  expect(envelope).toMatchObject({ code: expect.any(Number) });
  if (answer.status >= 400) expect(envelope).not.toMatchObject({ code: 0 });
}

async function timed(id: CallId, probe: Probe): Promise<{ ms: number; answer: Response }> {
  const started = performance.now();
  const answer = await send(id, probe);
  // Streams are timed to their first bytes: a diagnostic stream runs as long as it was asked to.
  const ms = performance.now() - started;
  return { ms, answer };
}

async function medianMs(id: CallId, probe: Probe, rounds = 9): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const { ms, answer } = await timed(id, probe);
    await answer.body?.cancel();
    times.push(ms);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)] ?? 0;
}

/** Lone surrogates cannot be percent-encoded into a path; a browser sends them as U+FFFD, and so does this. */
const wellFormed = (value: string) => Buffer.from(value).toString();

function probes(id: CallId): fc.Arbitrary<Probe> {
  const call: CallDef = contractCalls[id];
  const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "id");
  const queryFields = call.query ? fieldNames(call.query) : [];
  const bodyFields = call.body ? fieldNames(call.body) : [];
  return fc.record({
    params: fc.record(Object.fromEntries(names.map((name) => [name, hostileString.filter((value) => value !== "").map(wellFormed)]))),
    query: fc.array(fc.tuple(fc.constantFrom(...queryFields, "timestamp", "token", "unexpected"), hostileString), { maxLength: 4 }),
    body: fc.oneof(
      almostRightObject(bodyFields).map((value) => JSON.stringify(value)),
      hostileValue.map((value) => JSON.stringify(value) ?? "null"),
      rawJsonBodies,
      fc.constant(undefined),
    ),
  });
}

describe("every served contract call survives random and boundary input", () => {
  let normalMs = 0;
  beforeAll(async () => {
    normalMs = await medianMs("user.getUserInfo", { params: {}, query: [], body: undefined });
  });

  it.each(servedCalls)("%s: an envelope, no 5xx, and at most 50x a normal request's time", async (id) => {
    const budget = RATIO * normalMs;
    await fc.assert(
      fc.asyncProperty(probes(id), async (probe) => {
        let { ms, answer } = await timed(id, probe);
        await expectContractAnswer(id, answer);
        // A busy machine stalls now and then; an input that is truly expensive is slow every time.
        for (let retry = 0; retry < 2 && ms > budget; retry += 1) {
          ({ ms, answer } = await timed(id, probe));
          await answer.body?.cancel();
        }
        expect(ms, `${id} took ${ms.toFixed(1)} ms, budget ${budget.toFixed(1)} ms`).toBeLessThanOrEqual(budget);
      }),
      { numRuns: RUNS_PER_CALL },
    );
  });
});

describe("found by fuzzing", () => {
  it.each([
    ["task.events", { params: { taskId: "\u0000" }, query: [], body: undefined }],
    ["task.getTask", { params: {}, query: [["taskId", "t\u0000"]], body: undefined }],
    ["chatSession.create", { params: {}, query: [], body: JSON.stringify({ query: "a question\u0000" }) }],
    ["event.track", { params: {}, query: [], body: JSON.stringify({ event: "page_view", properties: { "pa\u0000th": "/" } }) }],
    ["file.batchTempUrls", { params: {}, query: [], body: JSON.stringify({ files: [{ fileName: "bad\u0000name.txt", fileSize: 1 }] }) }],
  ] as [CallId, Probe][])("%s: a NUL character (PostgreSQL text cannot hold one) answers 400, not 500", async (id, probe) => {
    const answer = await send(id, probe);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400, message: "Text may not contain NUL characters" });
  });
});
