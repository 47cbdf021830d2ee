import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesOf, createFilesBackend, type FilesBackend, oneSlot } from "./files-support";

let setup: FilesBackend;
let server: ReturnType<typeof serve>;
let base: string;
beforeAll(async () => {
  setup = await createFilesBackend();
  server = serve({ fetch: setup.backend.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await setup.dispose();
});

type Outcome = { status?: number; body?: string; error?: string; sent: number };

function put(path: string, total: number, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = 0;
    const request = http.request(`${base}${path}`, { method: "PUT", headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode, body, sent }));
    });
    request.on("error", (error) => resolve({ error: error.message, sent }));
    const chunk = bytesOf(64 * 1024);
    const pump = () => {
      while (sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

const pathOfSlot = (tempUrl: string) => {
  const url = new URL(tempUrl);
  return `${url.pathname}${url.search}`;
};

// The standalone backend (`npm run backend`) on a real socket, as a front in upstream mode reaches it.
describe("PUT /file/temp/:fileId over HTTP", () => {
  it("answers 413 while an oversized chunked body is still arriving, and stores nothing", async () => {
    const slot = await oneSlot(setup, "a.bin", 1024);
    const total = 64 * 1024 * 1024;
    const outcome = await put(pathOfSlot(slot.tempUrl), total);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body ?? "{}")).toMatchObject({ code: 413, message: "The file is larger than its upload slot (1024 bytes)." });
    // The client learnt of the refusal long before it had sent everything.
    expect(outcome.sent).toBeLessThan(total / 4);
    const confirmed = await setup.backend.request("/file/upload_complete", {
      method: "POST",
      headers: { "content-type": "application/json", AuthToken: setup.token },
      body: JSON.stringify({ files: [{ fileId: slot.fileId, success: true }] }),
    });
    expect(await confirmed.json()).toMatchObject({ result: { files: [{ status: "failed" }] } });
  });

  it("refuses a declared Content-Length over the signed size before reading the body", async () => {
    const slot = await oneSlot(setup, "b.bin", 1024);
    const outcome = await put(pathOfSlot(slot.tempUrl), 1025, { "content-length": "1025" });
    expect(outcome.status).toBe(413);
  });

  it("takes a body of exactly the signed size", async () => {
    const slot = await oneSlot(setup, "c.bin", 300_000);
    const outcome = await put(pathOfSlot(slot.tempUrl), 300_000, { "content-length": "300000" });
    expect(outcome.status).toBe(200);
  });
});
