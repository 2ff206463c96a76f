import type { Readable } from "node:stream";

/** A stored file opened for reading: its size, and its bytes from `start` to `end` (inclusive), streamed. */
export interface StoredFile {
  size: number;
  read(range?: { start: number; end: number }): Readable;
}

/** Where uploaded files' bytes live. Disk by default; an object store can take its place. */
export interface MediaStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Takes in a file that lies on this machine's disk (an upload as it arrived), which it may move. */
  putFile(key: string, file: string): Promise<void>;
  /** The file, or null when the key holds nothing. */
  open(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Whether the store answers (`/api/ready`). */
  answers(): Promise<boolean>;
}
