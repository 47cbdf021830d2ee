import type { SessionUser } from "@/lib/contract/entities/user";

// The session the browser sees carries the user, never the backend token; the JWT (encrypted in the cookie)
// carries both.
declare module "next-auth" {
  interface Session {
    user: SessionUser;
  }
  interface User {
    backendToken?: string;
    profile?: SessionUser;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    backendToken?: string;
    user?: SessionUser;
  }
}
