import { startCodeHostingSignIn } from "@/lib/bff/auth/code-hosting-start";

// A fresh state per visit: never cached, never prerendered.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = startCodeHostingSignIn;
