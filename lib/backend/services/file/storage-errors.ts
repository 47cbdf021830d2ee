import "server-only";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { Storage } from "../../storage/create-storage";
import type { LocalStorage } from "../../storage/local-storage";
import type { SignatureCheck } from "../../storage/url-signer";

/**
 * The refusals of signed storage links. HTTP 403 like S3's answer to a bad or expired presigned URL, but code 400
 * in the envelope: code 403 means "not whitelisted" to the client (spec §8) and would send the user away.
 */
export function invalidSignature(): ContractError {
  return new ContractError(ResultCode.badRequest, "Invalid signature", { httpStatus: 403 });
}

export function assertSignature(check: SignatureCheck): void {
  if (check === "invalid") throw invalidSignature();
  if (check === "expired") throw new ContractError(ResultCode.badRequest, "This link has expired", { httpStatus: 403 });
}

export function fileNotFound(): ContractError {
  return ContractError.notFound("File not found");
}

/** The paths that the local driver serves do not exist when files live in S3. */
export function localStorageOf(storage: Storage): LocalStorage {
  if (storage.kind !== "local") throw fileNotFound();
  return storage;
}
