/** Where uploaded files' bytes live. Disk by default; an object store can take its place. */
export interface MediaStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}
