// Where uploaded media lives. One interface, two backends chosen by configuration: a folder under
// DATA_DIR (one server) or an S3-compatible bucket (several servers behind a load balancer).
import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Known size in bytes, when the caller knows it (lets S3 skip multipart for small files). */
  size?: number;
}

export interface ByteRange {
  start: number;
  /** Inclusive; absent = to the end. */
  end?: number;
}

export interface StoredObject {
  body: Readable;
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  /** The bytes `body` holds when a range was asked (inclusive), else absent. */
  range?: { start: number; end: number };
}

export interface MediaStorage {
  /**
   * Streams `body` into a new object under `key` (never buffering it whole). Resolves once the
   * object is complete; if it rejects (the stream errored, the process dies), no partial object
   * is left under `key`.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** Size and type of the object, or null when there is none. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** The object, or null when there is none; a range beyond the size rejects with RangeError. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; missing is not an error. */
  delete(key: string): Promise<void>;
  /** The object's file, when the storage is a folder (ffmpeg reads it there, ADR 046). */
  localPath?(key: string): string;
}
