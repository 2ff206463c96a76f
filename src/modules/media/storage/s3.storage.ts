import fs from "node:fs/promises";
import { PassThrough } from "node:stream";
import { Client } from "minio";
import type { MediaStorage } from "./storage";

/** Where the bucket is and how to reach it (S3_* variables; docs/decisions/039). */
export interface S3Config {
  /** The service's address: `https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Buckets in the path (`host/bucket/key`, MinIO, most self-hosted servers) rather than in the host name. */
  pathStyle: boolean;
}

/** The `minio` client for a configuration (S3-compatible: AWS, MinIO, Garage, Ceph, R2…). */
export function s3Client(config: S3Config): Client {
  const url = new URL(config.endpoint);
  const useSSL = url.protocol === "https:";
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: config.accessKeyId,
    secretKey: config.secretAccessKey,
    region: config.region,
    pathStyle: config.pathStyle,
  });
}

const isMissing = (error: unknown) => ["NotFound", "NoSuchKey"].includes((error as { code?: string }).code ?? "");

/**
 * Files as objects of one bucket, under the same keys as on disk: every process and machine of an
 * installation reads what any of them stored. Atrium still serves them (`/api/media/files/…`, with
 * its ETag and Range handling), reading a byte range from the bucket when asked for one.
 */
export function createS3Storage(config: S3Config, client = s3Client(config)): MediaStorage {
  const { bucket } = config;
  return {
    name: "s3",
    async put(key, bytes) {
      await client.putObject(bucket, key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
    async putFile(key, file) {
      await client.fPutObject(bucket, key, file);
      await fs.rm(file, { force: true });
    },
    async open(key) {
      let size: number;
      try {
        size = (await client.statObject(bucket, key)).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        size,
        read(range) {
          // The caller wants a stream at once; the object's arrives after a round trip.
          const out = new PassThrough();
          const object = range ? client.getPartialObject(bucket, key, range.start, range.end - range.start + 1) : client.getObject(bucket, key);
          object.then(
            (body) => {
              body.on("error", (error: Error) => out.destroy(error));
              body.pipe(out);
            },
            (error: Error) => out.destroy(error),
          );
          return out;
        },
      };
    },
    async delete(key) {
      await client.removeObject(bucket, key);
    },
    answers: () => client.bucketExists(bucket),
  };
}
