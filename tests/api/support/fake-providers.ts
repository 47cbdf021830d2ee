import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * Loopback stand-ins for GitHub (code exchange, /user, /user/emails) and Google (userinfo), scripted per test:
 * register accounts by access token, codes by value, and switch a failure mode on. Every request is recorded.
 */
export type GitHubAccount = {
  user: { id: number; login: string; name: string | null };
  emails: { email: string; primary: boolean; verified: boolean }[];
};
export type GoogleAccount = { sub: string; email?: string; email_verified?: boolean | string; name?: string };
export type FailureMode = "none" | "server-error" | "hang" | "not-json";
export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FakeProviders = {
  url: string;
  githubTokens: Map<string, GitHubAccount>;
  googleTokens: Map<string, GoogleAccount>;
  /** GitHub sign-in codes and the access token each one is exchanged for. */
  githubCodes: Map<string, string>;
  failure: FailureMode;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export async function startFakeProviders(): Promise<FakeProviders> {
  const fake: FakeProviders = {
    url: "",
    githubTokens: new Map<string, GitHubAccount>(),
    googleTokens: new Map<string, GoogleAccount>(),
    githubCodes: new Map<string, string>(),
    failure: "none",
    requests: [],
    close: async () => undefined,
  };
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      fake.requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, body });
      const json = (status: number, payload: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
      if (fake.failure === "hang") return; // never answers: the backend's timeout must end the wait
      if (fake.failure === "server-error") return json(502, { message: "upstream trouble" });
      if (fake.failure === "not-json") return response.writeHead(200, { "content-type": "text/html" }).end("<html>maintenance</html>");

      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
      if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
        const form = new URLSearchParams(body);
        const token = fake.githubCodes.get(form.get("code") ?? "");
        // Like GitHub: a bad code is a 200 answer with an `error` field.
        return json(200, token ? { access_token: token, token_type: "bearer", scope: "read:user,user:email" } : { error: "bad_verification_code" });
      }
      const github = fake.githubTokens.get(bearer);
      if (url.pathname === "/user") return github ? json(200, { ...github.user, email: null }) : json(401, { message: "Bad credentials" });
      if (url.pathname === "/user/emails") return github ? json(200, github.emails) : json(401, { message: "Bad credentials" });
      if (url.pathname === "/google/userinfo") {
        const google = fake.googleTokens.get(bearer);
        return google ? json(200, google) : json(401, { error: "invalid_token" });
      }
      json(404, { message: "Not Found" });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      // Hanging requests hold their sockets open; close them so the server can stop.
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
