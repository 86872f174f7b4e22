export interface StoredFile {
  /** Backed by a plain ArrayBuffer, so it can go straight into a Response. */
  data: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface FileStorage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no file under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}
