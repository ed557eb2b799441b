// The content version as the content caches see it (decision 010). While a listener hears the triggers'
// `content_version` notifications, the last version read is trusted until one arrives: a cached read costs no
// statement. Without a listener (PostgreSQL connection lost, not yet re-established) every call reads the
// version, as before push invalidation; after (re)connecting, the version is read once before it is trusted.
import type { ChannelHandler } from "./listener.ts";

export const CONTENT_CHANNEL = "content_version";

export interface ContentVersionSource extends ChannelHandler {
  current(): Promise<string>;
  /** Forgets the trusted version: the next call reads it (a notification, or a write this process committed). */
  invalidate(): void;
  /** True while notifications are heard, i.e. while a cached read costs no statement. */
  listening(): boolean;
}

/** Reads the version at every call until the listener (listener.ts) reports that it hears `CONTENT_CHANNEL`. */
export function createContentVersion(read: () => Promise<string>): ContentVersionSource {
  let trusted: bigint | undefined;
  // The highest version announced: a read that returns less raced a write and is not trusted.
  let announced = 0n;
  let generation = 0;
  let heard = false;
  const invalidate = () => {
    generation += 1;
    trusted = undefined;
  };
  return {
    invalidate,
    listening: () => heard,
    /** A notification's payload: the version a commit raised the content to. */
    announce(payload: string) {
      const version = /^\d+$/.test(payload) ? BigInt(payload) : undefined;
      if (version === undefined) return invalidate();
      if (version > announced) announced = version;
      // Our own writes are forgotten at once (index.ts); their announcement, arriving later, changes nothing.
      if (trusted === undefined || version > trusted) trusted = undefined;
    },
    setListening(on: boolean) {
      heard = on;
      announced = 0n;
      invalidate();
    },
    async current() {
      if (heard && trusted !== undefined) return String(trusted);
      const started = generation;
      const version = await read();
      const value = BigInt(version);
      if (heard && started === generation && value >= announced) trusted = value;
      return version;
    },
  };
}
