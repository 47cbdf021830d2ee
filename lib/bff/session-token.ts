import "server-only";

/**
 * The backend token of the signed-in user, read from the encrypted session cookie on the server. The browser
 * never sees it (DESIGN §2 "Sessions and tokens").
 *
 * The session itself (next-auth: credentials, GitHub, Google) arrives with the accounts issue; until then nobody
 * is signed in and every call is forwarded without a token, which is what the backend sees for visitors anyway.
 */
export async function sessionBackendToken(_request: Request): Promise<string | undefined> {
  return undefined;
}
