import type { AgentId } from "./agents";

export * from "./research-topics";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

/** Plan levels as the contract spells them; "lab" is shown as Ultra (spec §1). */
export const planLevels = ["free", "pro", "lab"] as const;
export type PlanLevel = (typeof planLevels)[number];

export type Plan = {
  level: PlanLevel;
  displayName: string;
  /** US dollars per month; the list price is the struck-through one. */
  pricePerMonth: number;
  listPricePerMonth: number;
  creditsPerMonth: number;
  /** productCode of "create payment" (spec §7); free has none. */
  productCode: ProductCode | null;
};

export const ProductCode = { pro: "PRODUCT_CODE_1", ultra: "PRODUCT_CODE_2" } as const;
export type ProductCode = (typeof ProductCode)[keyof typeof ProductCode];

export const plans = {
  free: { level: "free", displayName: "Free", pricePerMonth: 0, listPricePerMonth: 0, creditsPerMonth: 50, productCode: null },
  pro: { level: "pro", displayName: "Pro", pricePerMonth: 26, listPricePerMonth: 35, creditsPerMonth: 500, productCode: ProductCode.pro },
  lab: {
    level: "lab",
    displayName: "Ultra",
    pricePerMonth: 230,
    listPricePerMonth: 350,
    creditsPerMonth: 5000,
    productCode: ProductCode.ultra,
  },
} as const satisfies Record<PlanLevel, Plan>;

/** After canceling, the next month falls back to this many credits (spec §4, §9). */
export const CANCELED_NEXT_MONTH_CREDITS = 50;
export const DEFAULT_BILLING_PERIOD = "monthly" as const;
export const billingPeriods = ["monthly", "yearly"] as const;
/** The spec prices only the month; a year is billed as ten months (two free), on the cards and at checkout alike. */
export const YEARLY_BILLED_MONTHS = 10;

/**
 * Average credits per task. The spec gives two readings and both screens exist, so both are kept: the task
 * tooltip's single numbers, and the upgrade page's per-plan numbers.
 */
export const averageCreditsPerTask: Readonly<Record<AgentId, number>> = {
  methodDesign: 6,
  deepSurvey: 2,
  ideaSpark: 6,
  notebook: 6,
  autoExperiment: 150,
};
export const averageCreditsPerTaskByPlan: Readonly<Record<AgentId, { pro: number; lab: number }>> = {
  deepSurvey: { pro: 5, lab: 5 },
  ideaSpark: { pro: 5, lab: 5 },
  methodDesign: { pro: 5, lab: 6 },
  notebook: { pro: 6, lab: 10 },
  /** "Advanced Auto Experiment" on the upgrade page. */
  autoExperiment: { pro: 50, lab: 50 },
};

/** Limits (spec §9) both sides keep; numbers only a screen uses live beside it. */
export const MAX_CONCURRENT_QUERIES = 2;
export const CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_LENGTH = 6;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/**
 * New passwords (sign-up and reset): at least 8 characters and up to 128, so pass phrases fit (issue 13, ASVS
 * V6.2). The spec's reset rule said 8-20; its maximum is raised, its message keeps the spec's wording.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;
export const RESET_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;
/** The spec states 300000 ms in one place; the other reading (1800 × 10 s) is kept for long agent calls. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const LONG_REQUEST_TIMEOUT_MS = 1800 * 10 * SECOND;
export const LOGIN_COOKIE_MAX_AGE_SECONDS = (7 * DAY) / SECOND;
export const MAX_FILE_SIZE_BYTES = 500 * MB;
/** "2GB" in the spec is 2000 MB, not 2048 MB (spec §5). */
export const MAX_TOTAL_FILE_SIZE_BYTES = 2000 * MB;
export const DEFAULT_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 30;
export const SEARCH_TOP_K = 100;
export const RESEARCH_TOPIC_COUNT = 30;
export const SUBSCRIPTION_DAY_MS = DAY;

export const feedTypes = ["hot", "my"] as const;
export type FeedType = (typeof feedTypes)[number];

/** model_override values sent with create_task; the backend maps them onto LLM_LITE_MODEL (DESIGN §4). */
export const ModelOverride = { liteFlash: "lite-flash", litePro: "lite-pro" } as const;
export const modelOverrideByAgent: Readonly<Partial<Record<AgentId, string>>> = {
  deepSurvey: ModelOverride.liteFlash,
  notebook: ModelOverride.litePro,
  ideaSpark: ModelOverride.litePro,
};

/** Known open-set values: upstreams may add others, so fields stay `string` and these are for comparisons. */
export const SubscriptionStatus = { canceled: "canceled" } as const;
export const UserLevelSource = { invite: "invite" } as const;
/** errorCode values meaning the user terminated the task (spec §4). */
export const terminatedErrorCodes = ["1", "2"] as const;
