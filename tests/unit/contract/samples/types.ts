import type { CallId, RequestOf, ResultOf } from "@/lib/contract";

/** A realistic request and answer for one call; both must survive parsing unchanged. */
export type CallSample<Id extends CallId> = RequestOf<Id> & { result: ResultOf<Id> };
export type SampleMap<Ids extends CallId> = { [Id in Ids]: CallSample<Id> };
