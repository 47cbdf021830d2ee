import { handleApiRequest } from "@/lib/bff/handle-api-request";

// Every /api call is forwarded as it comes: never cached, never prerendered, always on Node (the embedded
// backend and its database driver need it).
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = handleApiRequest;
export const POST = handleApiRequest;
export const PUT = handleApiRequest;
export const PATCH = handleApiRequest;
export const DELETE = handleApiRequest;
export const HEAD = handleApiRequest;
export const OPTIONS = handleApiRequest;
