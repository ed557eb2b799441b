// What can end a backend token or change what it may do, as the gateways' viewer caches hear it (decision 042):
// the triggers of migration 20261130130000_viewer_changed announce the User id on `viewer_changed`.
import { createChangeFeed } from "./change-feed.ts";
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

export function createViewerChanges(): ViewerChanges & ChannelHandler & { forgetAll(): void } {
  return createChangeFeed((userId) => userId);
}
