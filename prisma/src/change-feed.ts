// A channel whose notifications name what changed, as the caches that trust it hear them (decisions 042 and 047):
// each change is passed on to the subscribers, and everything (null) is forgotten whenever listening starts or
// stops, or this process wrote something whose notification has not arrived yet.
import type { ChannelHandler } from "./listener.ts";

export interface ChangeFeed<Change> {
  /** True while notifications are heard: only then may what was read before be trusted. */
  listening(): boolean;
  /** Calls `changed` for each change from now on, and with null whenever listening starts or stops. */
  subscribe(changed: (change: Change | null) => void): () => void;
}

/** `parse` reads a non-empty payload; the empty payload (a TRUNCATE, an overlong list) means everything. */
export function createChangeFeed<Change>(parse: (payload: string) => Change): ChangeFeed<Change> &
  ChannelHandler & {
    /** This process wrote something that may change what is kept: forget it all before its notification arrives. */
    forgetAll(): void;
  } {
  const subscribers = new Set<(change: Change | null) => void>();
  let heard = false;
  const tell = (change: Change | null) => subscribers.forEach((changed) => changed(change));
  return {
    listening: () => heard,
    subscribe(changed) {
      subscribers.add(changed);
      return () => void subscribers.delete(changed);
    },
    announce: (payload) => tell(payload === "" ? null : parse(payload)),
    setListening(on) {
      heard = on;
      tell(null);
    },
    forgetAll: () => tell(null),
  };
}
