/**
 * APP_URL when it is unset: this machine at the port the app listens on. `npm run app` takes PORT (3000 when unset),
 * and the links the app writes (sign-up mails, share links, local-storage upload links, sign-in callbacks) must reach
 * the app a user started there, not port 3000. Deployments set APP_URL to their public address.
 */
const DEFAULT_APP_PORT = 3000;

export function localAppUrl(port: string | undefined): string {
  const written = port?.trim() ?? "";
  const number = Number(written);
  const isPort = /^\d+$/.test(written) && number >= 1 && number <= 65535;
  return `http://localhost:${isPort ? number : DEFAULT_APP_PORT}`;
}
