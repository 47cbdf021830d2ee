import "server-only";
import type { BackendConfig } from "../config";
import { createLocalStorage, type LocalStorage } from "./local-storage";
import { createS3Storage, type S3Storage } from "./s3-storage";

/** Either driver; `kind` tells them apart where only the local one can serve (its own signed links). */
export type Storage = LocalStorage | S3Storage;

/** The driver STORAGE_DRIVER names: local disk by default, S3-compatible when configured (DESIGN §3). */
export function createStorage(config: BackendConfig, now: () => Date): Storage {
  if (config.STORAGE_DRIVER === "s3") {
    return createS3Storage(
      {
        endpoint: config.S3_ENDPOINT,
        // config.ts refuses STORAGE_DRIVER=s3 without a bucket.
        bucket: config.S3_BUCKET ?? "",
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      },
      now,
    );
  }
  return createLocalStorage({ dataDir: config.DATA_DIR, publicUrl: config.STORAGE_PUBLIC_URL, secret: config.STORAGE_SECRET });
}
