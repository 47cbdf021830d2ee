import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * Loopback stand-ins for GitHub (code exchange, token check, /user, /user/emails) and Google (tokeninfo,
 * userinfo), scripted per test: register accounts by access token, codes by value, and switch a failure mode on.
 * Every request is recorded. A token belongs to the fake's own client id unless its account says `issuedTo`.
 */
export const fakeClientIds = { github: "client-id-1", githubSecret: "client-secret-1", google: "google-client-1" } as const;

export type GitHubAccount = {
  user: { id: number; login: string; name: string | null };
  emails: { email: string; primary: boolean; verified: boolean }[];
  issuedTo?: string;
};
export type GoogleAccount = { sub: string; email?: string; email_verified?: boolean | string; name?: string; issuedTo?: string };
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
      const checked = /^\/applications\/([^/]+)\/token$/.exec(url.pathname);
      if (request.method === "POST" && checked) return json(...githubTokenCheck(fake, decodeURIComponent(checked[1] ?? ""), request.headers.authorization, body));
      const github = fake.githubTokens.get(bearer);
      if (url.pathname === "/user") return github ? json(200, { ...github.user, email: null }) : json(401, { message: "Bad credentials" });
      if (url.pathname === "/user/emails") return github ? json(200, github.emails) : json(401, { message: "Bad credentials" });
      if (url.pathname === "/google/userinfo") {
        const google = fake.googleTokens.get(bearer);
        if (!google) return json(401, { error: "invalid_token" });
        const { issuedTo: _issuedTo, ...userinfo } = google;
        return json(200, userinfo);
      }
      if (request.method === "POST" && url.pathname === "/google/tokeninfo") {
        const google = fake.googleTokens.get(new URLSearchParams(body).get("access_token") ?? "");
        const aud = google?.issuedTo ?? fakeClientIds.google;
        return google ? json(200, { aud, azp: aud, sub: google.sub, scope: "openid email profile", expires_in: "3599" }) : json(400, { error: "invalid_token" });
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

/** Like GitHub's "check a token": basic auth with our client id and secret, 404 for a token of another app. */
function githubTokenCheck(fake: FakeProviders, clientId: string, authorization: string | undefined, body: string): [number, unknown] {
  const basic = Buffer.from(authorization?.replace(/^Basic /, "") ?? "", "base64").toString();
  if (basic !== `${fakeClientIds.github}:${fakeClientIds.githubSecret}` || clientId !== fakeClientIds.github) {
    return [401, { message: "Requires authentication" }];
  }
  const token = (JSON.parse(body || "{}") as { access_token?: string }).access_token ?? "";
  const account = fake.githubTokens.get(token);
  if (!account || (account.issuedTo ?? fakeClientIds.github) !== clientId) return [404, { message: "Not Found" }];
  return [200, { id: 1, token, app: { client_id: clientId, name: "fake app" }, user: account.user }];
}
