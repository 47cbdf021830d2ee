/**
 * `npm run bench:first-load [route…]`: the JavaScript a route's first load fetches, read from the production build
 * (no server, no sign-in: the session page is behind one). The chunks are the framework's root main files plus the
 * route's entry chunks (its layouts and page, from the client reference manifest); chunks loaded on demand
 * (next/dynamic) are not among them. Prints each route's total uncompressed and gzipped (level 9, as a CDN would),
 * so two builds compare by running this after each. NEXT_DIST_DIR reads another build folder. It measures the build
 * as it is and never starts one (a build already running elsewhere would be clobbered).
 */
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { isEntryPoint } from "./entry-point";

const DIST = process.env.NEXT_DIST_DIR || ".next";
const DEFAULT_ROUTES = ["/(app)/search-v1/[sessionId]/page"];

type BuildManifest = { rootMainFiles: string[] };
type ClientReferenceManifest = { entryJSFiles: Record<string, string[]> };

/** The route's client reference manifest is a script that sets globalThis.__RSC_MANIFEST[route]. */
async function clientReferenceManifest(route: string, dist: string): Promise<ClientReferenceManifest> {
  const file = path.join(dist, "server/app", `${route}_client-reference-manifest.js`);
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(await fs.readFile(file, "utf8"), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[route];
  if (!manifest) throw new Error(`${file} has no manifest for ${route}`);
  return manifest;
}

/** Every entry of the route's segments: the root layout, the group layouts and the page itself. */
async function routeChunks(route: string, dist: string): Promise<string[]> {
  const build = JSON.parse(await fs.readFile(path.join(dist, "build-manifest.json"), "utf8")) as BuildManifest;
  const { entryJSFiles } = await clientReferenceManifest(route, dist);
  const segments = Object.entries(entryJSFiles).filter(([entry]) => {
    const segment = entry.replace(/^\[project\]\/app/, "");
    return segment === "/layout" || (segment.endsWith("/layout") && route.startsWith(segment.slice(0, -"layout".length))) || segment === route;
  });
  return [...new Set([...build.rootMainFiles, ...segments.flatMap(([, files]) => files)])];
}

export type FirstLoad = { chunks: number; raw: number; gzip: number };

/** A route's first-load JavaScript in a build folder (default NEXT_DIST_DIR or .next): chunk count and bytes. */
export async function measureRouteFirstLoad(route: string, dist = DIST): Promise<FirstLoad> {
  let raw = 0;
  let gzip = 0;
  const chunks = await routeChunks(route, dist);
  for (const chunk of chunks) {
    const body = await fs.readFile(path.join(dist, chunk));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { chunks: chunks.length, raw, gzip };
}

if (isEntryPoint(import.meta.url)) {
  if (!existsSync(path.join(DIST, "BUILD_ID"))) {
    console.error(`no complete production build in ${DIST}: run \`next build\` first (or wait for the one under way)`);
    process.exit(1);
  }
  const routes = process.argv.slice(2);
  for (const route of routes.length > 0 ? routes : DEFAULT_ROUTES) {
    const { chunks, raw, gzip } = await measureRouteFirstLoad(route);
    console.log(`${route}: first-load JS ${(gzip / 1024).toFixed(1)} kB gzip (${(raw / 1024).toFixed(1)} kB uncompressed, ${chunks} chunks)`);
  }
}
