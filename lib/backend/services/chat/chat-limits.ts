import "server-only";
import type { BackendConfig } from "../../config";
import type { RateLimitRule } from "../rate-limit";

/**
 * Each chat turn costs a model call, so one account cannot send them without end (issue 13, defect 9): a per-minute
 * limit against scripts and a per-day limit against slow drains, both settings, both generous for a person typing.
 */
type ChatLimitSettings = Pick<BackendConfig, "CHAT_TURNS_PER_MINUTE" | "CHAT_TURNS_PER_DAY">;

export const chatTurnLimitMessage = "You are sending messages too fast. Please wait a moment and try again.";

export function chatTurnRules(config: ChatLimitSettings, userId: string): RateLimitRule[] {
  return [
    { bucket: "chat-turn-minute", subject: userId, limit: config.CHAT_TURNS_PER_MINUTE, windowSeconds: 60, message: chatTurnLimitMessage },
    { bucket: "chat-turn-day", subject: userId, limit: config.CHAT_TURNS_PER_DAY, windowSeconds: 24 * 3600, message: chatTurnLimitMessage },
  ];
}
