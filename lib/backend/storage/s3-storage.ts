import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { attachmentDisposition } from "./object-keys";
import type { DownloadTarget, StorageDriver, UploadTarget } from "./storage-driver";

/**
 * Any S3-compatible store (AWS, MinIO, R2, s3rver in tests). Uploads are presigned PUTs whose signature covers
 * the Content-Length the server accepted, so the store refuses a body of any other size; downloads are presigned
 * GETs that set Content-Disposition. The bucket needs a CORS rule allowing PUT from the app's origin.
 */
export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

const secondsUntil = (date: Date, now: Date) => Math.max(1, Math.round((date.getTime() - now.getTime()) / 1000));

export type S3Storage = StorageDriver & { readonly kind: "s3" };

export function createS3Storage(settings: S3Settings, now: () => Date): S3Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Otherwise the SDK signs a CRC32 of the empty body into presigned PUT URLs and every real upload fails.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",
    uploadUrl(target: UploadTarget) {
      const command = new PutObjectCommand({
        Bucket,
        Key: target.key,
        ContentType: target.contentType,
        ContentLength: target.size,
      });
      return getSignedUrl(client, command, {
        expiresIn: secondsUntil(target.expiresAt, now()),
        signingDate: now(),
        signableHeaders: new Set(["content-length"]),
      });
    },
    downloadUrl(target: DownloadTarget) {
      const command = new GetObjectCommand({
        Bucket,
        Key: target.key,
        ResponseContentDisposition: attachmentDisposition(target.fileName),
        ResponseContentType: target.contentType,
      });
      return getSignedUrl(client, command, { expiresIn: secondsUntil(target.expiresAt, now()), signingDate: now() });
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, etag: head.ETag };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async put(key, body, contentType) {
      const { Body, ContentLength } = body instanceof Uint8Array ? { Body: body, ContentLength: body.length } : { Body: body.stream, ContentLength: body.size };
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentLength, ContentType: contentType }));
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return { size: object.ContentLength ?? 0, body: object.Body.transformToWebStream() };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof NotFound || error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}
