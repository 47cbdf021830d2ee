import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { e2eDataDirs } from "./servers";

const run = promisify(execFile);

/**
 * Puts an e2e account on a plan the way an operator does (`npm run admin -- set-plan`, README "Payments and
 * operators"), against the running app's data folder: Auto Experiment and the GPU question need a paid plan.
 */
export async function setPlan(email: string, plan: "free" | "pro" | "ultra"): Promise<void> {
  await run("npm", ["run", "--silent", "admin", "--", "set-plan", email, plan], {
    env: { ...process.env, DATA_DIR: e2eDataDirs.app, LOG_LEVEL: "warn" },
    timeout: 60_000,
  });
}
