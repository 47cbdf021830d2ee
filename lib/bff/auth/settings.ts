import "server-only";
import { z } from "zod";

/**
 * Sign-in settings (DESIGN §4). A provider without its client id and secret is not offered. The provider base
 * URLs are settings so tests can point them at loopback fakes.
 */
const authEnvSchema = z.object({
  APP_URL: z.url().default("http://localhost:3000"),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GITHUB_OAUTH_URL: z.url().default("https://github.com"),
  GITHUB_API_URL: z.url().default("https://api.github.com"),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://www.googleapis.com/oauth2/v3/userinfo"),
});

export type AuthSettings = z.infer<typeof authEnvSchema> & {
  github: { clientId: string; clientSecret: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
};

export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const settings = authEnvSchema.parse(env);
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : undefined);
  return {
    ...settings,
    github: pair(settings.GITHUB_CLIENT_ID, settings.GITHUB_CLIENT_SECRET),
    google: pair(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET),
  };
}
