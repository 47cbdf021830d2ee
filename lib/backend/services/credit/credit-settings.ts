import "server-only";
import { z } from "zod";
import { isCronExpression } from "../../task-runtime/cron-timer";

/**
 * What things cost (issue 19), a part of the backend's settings (config.ts reads them with the rest; defaults in
 * .env.example). Credits are charged from measured use: model tokens at a per-model price, sandbox minutes and
 * GPU minutes. The per-agent table is the estimate reserved when a task starts (spec §9's average costs).
 */
const credits = (fallback: number) => z.coerce.number().min(0).default(fallback);

/** `name=value,name=value` lists (`autoExperiment=150`, `gpt-4o=2.5/10`); a malformed entry stops the start. */
const pairList = <T>(parseValue: (value: string) => T | undefined, example: string) =>
  z
    .string()
    .default("")
    .transform((setting, context) => {
      const entries = new Map<string, T>();
      for (const pair of setting.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "")) {
        const at = pair.lastIndexOf("=");
        const value = at > 0 ? parseValue(pair.slice(at + 1).trim()) : undefined;
        if (value === undefined) {
          context.addIssue({ code: "custom", message: `"${pair}" is not like ${example}` });
          return z.NEVER;
        }
        entries.set(pair.slice(0, at).trim(), value);
      }
      return entries;
    });

const nonNegative = (text: string) => (/^\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined);

export type TokenPrice = { input: number; output: number };
const tokenPrice = (text: string): TokenPrice | undefined => {
  const [input, output, extra] = text.split("/").map(nonNegative);
  return input === undefined || output === undefined || extra !== undefined ? undefined : { input, output };
};

export const creditEnvShape = {
  /** Credits per million input and output tokens, for models without their own price in CREDIT_MODEL_PRICES. */
  CREDIT_PER_MILLION_INPUT_TOKENS: credits(5),
  CREDIT_PER_MILLION_OUTPUT_TOKENS: credits(20),
  /** Per-model prices per million tokens, input/output: `gpt-4o=2.5/10,claude-sonnet=3/15` (model ids as configured). */
  CREDIT_MODEL_PRICES: pairList(tokenPrice, "model=input/output"),
  /** Credits per minute a task holds a sandbox open, and per GPU minute (0 until a GPU executor exists). */
  CREDIT_PER_SANDBOX_MINUTE: credits(0.1),
  CREDIT_PER_GPU_MINUTE: credits(1),
  /** Reserved per task when it starts, per canonical agent id: `autoExperiment=150`; unset agents take spec §9's averages. */
  CREDIT_AGENT_ESTIMATES: pairList(nonNegative, "agent=credits"),
  /** The most one task may spend; a task may ask for a lower cap (create_task's creditCap). Reaching it stops the run. */
  CREDIT_TASK_CAP: z.coerce.number().positive().default(300),
  /** Credits per general chat turn; 0 (the default) makes the chat free. */
  CHAT_CREDIT_PER_TURN: credits(0),
  /** How often the monthly reset looks for accounts whose reset date has come (a cron expression, UTC). */
  CREDIT_RESET_CRON: z.string().trim().refine(isCronExpression, "a cron expression such as */5 * * * *").default("*/5 * * * *"),
};
