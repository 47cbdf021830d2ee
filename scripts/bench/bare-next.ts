/**
 * A bare Next 16 page (one server-rendered heading, the framework's own scripts) built and served beside the
 * app, so Lighthouse can score both in one run (issue 20): on a loaded 2-core machine the absolute scores move,
 * the gap between the two does not. The project is written outside the repository (inside it, Next adopts the
 * repository's instrumentation hook and bundles the backend) and borrows the repository's node_modules by a link.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const DIR = path.join(os.tmpdir(), "bare-next-bench");

const files: Record<string, string> = {
  "package.json": JSON.stringify({ private: true, type: "module" }),
  // Plain JavaScript, so next build writes no tsconfig and checks no types. Turbopack's root must hold both this
  // folder and the real path of the linked node_modules.
  "next.config.mjs": `export default { turbopack: { root: "/" } };\n`,
  "app/layout.jsx": `export const metadata = { title: "Bare Next page", description: "A bare Next.js page to compare Lighthouse scores against." };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `export default function Page() {
  return <main><h1>Bare Next page</h1><p>Server-rendered, nothing else.</p></main>;
}
`,
};

function run(args: string[], options: { detached?: boolean } = {}) {
  return spawn("npx", ["next", ...args], { cwd: DIR, stdio: ["ignore", "ignore", "inherit"], detached: options.detached });
}

export async function buildBareNext(): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(DIR, name)), { recursive: true });
    await fs.writeFile(path.join(DIR, name), text);
  }
  if (!existsSync(path.join(DIR, "node_modules"))) await fs.symlink(path.resolve("node_modules"), path.join(DIR, "node_modules"));
  if (existsSync(path.join(DIR, ".next/BUILD_ID"))) return;
  const child = run(["build"]);
  await new Promise<void>((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`bare next build exited with ${code}`)))),
  );
}

export async function startBareNext(port: number): Promise<{ url: string; stop: () => void }> {
  const child = run(["start", "-H", "127.0.0.1", "-p", String(port)], { detached: true });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await fetch(url).then((answer) => answer.ok, () => false)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`${url} did not answer in time`);
}
