import type { CallId } from "@/lib/contract";
import { accountSamples } from "./account";
import type { CallSample } from "./types";
import { workSamples } from "./work";

/** Typed as a complete map so a new call without a sample also fails `tsc`, not only the guard test. */
export const callSamples: { [Id in CallId]: CallSample<Id> } = { ...accountSamples, ...workSamples };
