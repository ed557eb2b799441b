// What can end a backend token or change what it may do, as the gateways' viewer caches hear it (decision 042):
// the triggers of migration 20261130130000_viewer_changed announce the User id on `viewer_changed`.
import type { ChannelHandler } from "./listener.ts";

export const VIEWER_CHANNEL = "viewer_changed";

/** A User id whose viewers must be read again, or null for every user. */
export type ViewerChanged = (userId: string | null) => void;

export interface ViewerChanges {
  /** True while notifications are heard: only then may a viewer read before be trusted. */
  listening(): boolean;
  /** Calls `changed` for each change from now on, and with null whenever listening starts or stops. */
  subscribe(changed: ViewerChanged): () => void;
}

export function createViewerChanges(): ViewerChanges &
  ChannelHandler & {
    /** This process wrote something that may change a viewer: forget them all before its notification arrives. */
    forgetAll(): void;
  } {
  const subscribers = new Set<ViewerChanged>();
  let heard = false;
  const tell = (userId: string | null) => subscribers.forEach((changed) => changed(userId));
  return {
    listening: () => heard,
    subscribe(changed) {
      subscribers.add(changed);
      return () => void subscribers.delete(changed);
    },
    announce: (payload) => tell(payload === "" ? null : payload),
    setListening(on) {
      heard = on;
      tell(null);
    },
    forgetAll: () => tell(null),
  };
}
