import type { SessionUser, UserInfo } from "@/lib/contract/entities/user";

export type SignedIn = { id: string; name: string | null; email: string | null; backendToken: string; profile: SessionUser };

/** A backend login answer → the user next-auth keeps; an answer without a token is no sign-in. */
export function signedInFromLogin(info: UserInfo): SignedIn {
  if (!info.token) throw new Error("Login failed");
  const profile: SessionUser = {
    id: String(info.id),
    email: info.email ?? null,
    name: info.name ?? null,
    userName: info.userName ?? null,
    platform: info.platform ?? null,
    isNewUser: info.isNewUser ?? false,
    googleEmail: info.googleEmail ?? null,
    githubEmail: info.githubEmail ?? null,
  };
  return { id: profile.id, name: profile.name, email: profile.email, backendToken: info.token, profile };
}
