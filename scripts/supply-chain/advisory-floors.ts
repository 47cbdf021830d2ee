/**
 * The lowest safe version of the direct dependencies whose advisories matter most to us, checked against
 * node_modules by tests/unit/supply-chain/advisory-floors.test.ts. npm's advisory service cannot be reached
 * from here (see README, "Supply chain"), so this list is kept by hand: add a floor when an advisory lands.
 * Floors are for the major lines we use: a newer major carries the fix forward, an older one is flagged (its own
 * back-ported fixes are not listed, so moving back a major means reviewing this list).
 */
export type AdvisoryFloor = { packageName: string; advisories: string[]; fixedIn: string; why: string };

export const ADVISORY_FLOORS: AdvisoryFloor[] = [
  {
    packageName: "next",
    advisories: ["CVE-2025-29927"],
    fixedIn: "15.2.3",
    why: "x-middleware-subrequest skipped middleware (proxy.ts) entirely",
  },
  {
    packageName: "next",
    advisories: ["CVE-2025-66478", "CVE-2025-55182"],
    fixedIn: "16.0.7",
    why: "remote code execution through the React Server Components Flight protocol",
  },
  {
    packageName: "next",
    advisories: ["CVE-2025-55183", "CVE-2025-55184", "CVE-2025-67779"],
    fixedIn: "16.0.10",
    why: "the December 2025 RSC follow-ups: server function source exposure and a denial of service",
  },
  {
    packageName: "next",
    advisories: ["CVE-2026-23870", "CVE-2026-44578", "CVE-2026-44575", "CVE-2026-45109"],
    fixedIn: "16.2.6",
    why: "May 2026 release: RSC denial of service, WebSocket-upgrade SSRF and middleware/proxy bypasses",
  },
  {
    packageName: "next-auth",
    advisories: ["CVE-2022-35924"],
    fixedIn: "4.10.3",
    why: "sign-in mail sent to an attacker-chosen comma-separated address list",
  },
  {
    packageName: "nodemailer",
    advisories: ["GHSA-mm7p-fcc7-pg87"],
    fixedIn: "7.0.7",
    why: "address parsing delivered mail to an unintended domain",
  },
  {
    packageName: "nodemailer",
    advisories: ["GHSA-46j5-6fg5-4gv3", "GHSA-rcmh-qjqh-p98v"],
    fixedIn: "7.0.11",
    why: "the address parser's denial of service and header handling (late 2025)",
  },
  {
    packageName: "nodemailer",
    advisories: ["GHSA-p6gq-j5cr-w38f", "GHSA-268h-hp4c-crq3"],
    fixedIn: "9.0.1",
    why: "a message's raw option bypassed disableFileAccess/disableUrlAccess (file read, SSRF); CRLF header injection and the 8.x fixes before it",
  },
];

/** Compares dotted release versions numerically (`16.10.0` > `16.9.9`); a pre-release counts as below its release. */
export function compareVersions(a: string, b: string): number {
  const [aRelease = "", aPre] = a.split("-", 2);
  const [bRelease = "", bPre] = b.split("-", 2);
  const aParts = aRelease.split(".").map(Number);
  const bParts = bRelease.split(".").map(Number);
  for (let i = 0; i < Math.max(aParts.length, bParts.length); i += 1) {
    const difference = (aParts[i] ?? 0) - (bParts[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (aPre === bPre) return 0;
  if (aPre === undefined) return 1;
  if (bPre === undefined) return -1;
  return aPre < bPre ? -1 : 1;
}

const major = (version: string) => Number(version.split(".")[0]);

/** The floors of `packageName` that an installed version falls below. */
export function unmetFloors(packageName: string, installed: string, floors: AdvisoryFloor[] = ADVISORY_FLOORS): AdvisoryFloor[] {
  return floors.filter(
    (floor) => floor.packageName === packageName && major(floor.fixedIn) >= major(installed) && compareVersions(installed, floor.fixedIn) < 0,
  );
}
