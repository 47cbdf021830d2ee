import "server-only";
import { ResultCode } from "@/lib/contract/codes";
import { ApiError } from "../../http/api-error";
import type { Storage } from "../../storage/create-storage";
import type { LocalStorage } from "../../storage/local-storage";
import type { SignatureCheck } from "../../storage/url-signer";

/**
 * The refusals of signed storage links. HTTP 403 like S3's answer to a bad or expired presigned URL, but code 400
 * in the envelope: code 403 means "not whitelisted" to the client (spec §8) and would send the user away.
 */
export function invalidSignature(): ApiError {
  return new ApiError(ResultCode.badRequest, "Invalid signature", 403);
}

export function assertSignature(check: SignatureCheck): void {
  if (check === "invalid") throw invalidSignature();
  if (check === "expired") throw new ApiError(ResultCode.badRequest, "This link has expired", 403);
}

export function fileNotFound(): ApiError {
  return ApiError.notFound("File not found");
}

/** The paths that the local driver serves do not exist when files live in S3. */
export function localStorageOf(storage: Storage): LocalStorage {
  if (storage.kind !== "local") throw fileNotFound();
  return storage;
}
