import { describe, expect, it } from "vitest";
import { withoutTokens } from "@/lib/bff/answer-tokens";

/** Issue 13, defect 2: whatever path answered, a backend token never reaches the browser. */
describe("answers relayed to the browser", () => {
  it("lose the login token and keep the user info", async () => {
    const stripped = await withoutTokens(Response.json({ code: 0, result: { id: "u1", email: "a@b.org", token: "secret-token" } }));
    expect(await stripped.json()).toEqual({ code: 0, result: { id: "u1", email: "a@b.org" } });
  });

  it("lose token-like fields at any depth and in lists, under any casing", async () => {
    const body = { code: 0, result: { user: { AuthToken: "a", backendToken: "b", access_token: "c" }, rows: [{ id: 1, Token: "d" }] } };
    const stripped = await withoutTokens(Response.json(body));
    expect(await stripped.json()).toEqual({ code: 0, result: { user: {}, rows: [{ id: 1 }] } });
  });

  it("lose a token key spelled with a unicode escape", async () => {
    const text = '{"code":0,"result":{"\\u0074oken":"secret-token","id":"u1"}}';
    const stripped = await withoutTokens(new Response(text, { headers: { "content-type": "application/json" } }));
    expect(await stripped.json()).toEqual({ code: 0, result: { id: "u1" } });
  });

  it("keep the storage credentials meant for the browser", async () => {
    const body = { code: 0, result: { accessKeyId: "k", securityToken: "sts" } };
    expect(await (await withoutTokens(Response.json(body))).json()).toEqual(body);
  });

  it("leave a downloaded JSON file the user's own bytes", async () => {
    const file = '{"token": "the user wrote this"}';
    const headers = { "content-type": "application/json", "content-disposition": 'attachment; filename="notes.json"' };
    expect(await (await withoutTokens(new Response(file, { headers }))).text()).toBe(file);
  });

  it("pass error envelopes and event streams through unchanged", async () => {
    const error = await withoutTokens(Response.json({ code: 401, result: null, message: "Incorrect email or password" }, { status: 401 }));
    expect(error.status).toBe(401);
    expect(await error.json()).toEqual({ code: 401, result: null, message: "Incorrect email or password" });
    const frames = 'data: {"token":"model words"}\n\n';
    const stream = await withoutTokens(new Response(frames, { headers: { "content-type": "text/event-stream" } }));
    expect(await stream.text()).toBe(frames);
  });

  it("of a sign-in call (answerCarriesToken) lose the token whatever their headers say, and are refused when no JSON", async () => {
    const mislabelled = new Response('{"code":0,"result":{"id":"u1","token":"secret-token"}}', { headers: { "content-type": "text/plain" } });
    expect(await (await withoutTokens(mislabelled, true)).json()).toEqual({ code: 0, result: { id: "u1" } });
    const garbled = await withoutTokens(new Response('{"token":"secret-token"', { headers: { "content-type": "application/json" } }), true);
    expect(garbled.status).toBe(502);
    expect(await garbled.text()).not.toContain("secret-token");
  });
});
