import { describe, expect, it } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { authSettings } from "@/lib/bff/config";
import { localAppUrl } from "@/lib/domain/site/local-app-url";

/**
 * `PORT=3457 npm run app` with no APP_URL: the sign-up mail, share links and local-storage upload links named
 * http://localhost:3000, a port nothing listened on (found by starting the app on another port, issue 22's stop 60).
 */
describe("APP_URL when unset", () => {
  it.each([
    [undefined, "http://localhost:3000"],
    ["", "http://localhost:3000"],
    ["3457", "http://localhost:3457"],
    [" 8080 ", "http://localhost:8080"],
    ["not-a-port", "http://localhost:3000"],
    ["99999", "http://localhost:3000"],
    ["0", "http://localhost:3000"],
  ])("PORT %j → %s", (port, url) => {
    expect(localAppUrl(port)).toBe(url);
  });

  it("follows PORT on both sides: the backend's links (mails, shares, storage) and sign-in's callbacks", () => {
    const backend = readBackendConfig({ NODE_ENV: "test", PORT: "3457" });
    expect(backend.APP_URL).toBe("http://localhost:3457");
    expect(backend.STORAGE_PUBLIC_URL).toBe("http://localhost:3457");
    expect(authSettings({ NODE_ENV: "test", PORT: "3457" }).APP_URL).toBe("http://localhost:3457");
  });

  it("is never used when APP_URL is set: a deployment's public address wins over its port", () => {
    const env = { NODE_ENV: "test" as const, PORT: "3457", APP_URL: "https://cosci.example.org" };
    expect(readBackendConfig(env).APP_URL).toBe("https://cosci.example.org");
    expect(readBackendConfig(env).STORAGE_PUBLIC_URL).toBe("https://cosci.example.org");
    expect(authSettings(env).APP_URL).toBe("https://cosci.example.org");
  });
});
