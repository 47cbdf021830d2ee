import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { buildAuthOptions } from "@/lib/bff/auth/options";

// Sign-in, callbacks, session and sign-out (next-auth). Options are built per request so that settings are read
// at run time, not baked in at build time.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type AuthRouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: AuthRouteContext): Promise<Response> {
  return (await NextAuth(request, context, buildAuthOptions())) as Response;
}

export { handler as GET, handler as POST };
