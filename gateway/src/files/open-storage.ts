// Chooses the storage adapter from the configuration. The AWS SDK is loaded only when the bucket is used.
import path from "node:path";
import type { Config } from "../config/env.ts";
import { createLocalStorage } from "./local-storage.ts";
import type { S3Settings } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

type StorageConfig = Pick<
  Config,
  | "STORAGE"
  | "dataDir"
  | "S3_ENDPOINT"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
  | "S3_TIMEOUT_MS"
>;

export async function openStorage(config: StorageConfig): Promise<Storage> {
  return config.STORAGE === "s3" ? openBucket(config) : openLocalStorage(config);
}

/** The local file store under DATA_DIR/files (also what storage:migrate copies from). */
export function openLocalStorage(config: Pick<Config, "dataDir">): Storage {
  return createLocalStorage(path.join(config.dataDir, "files"));
}

export async function openBucket(config: StorageConfig): Promise<Storage> {
  const { createS3Storage } = await import("./s3-storage.ts");
  return createS3Storage(s3Settings(config));
}

function s3Settings(config: StorageConfig): S3Settings {
  // loadConfig has already refused STORAGE=s3 without a bucket.
  if (!config.S3_BUCKET) throw new Error("S3_BUCKET is required for the S3 storage adapter");
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    timeoutMs: config.S3_TIMEOUT_MS,
  };
}
