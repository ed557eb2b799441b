// The page's side of signing out (docs/offline.md, "Signing out"): the next learner on this device finds nothing of
// the last one, whether the sign-out happens online or offline. Called by the session service's clearLocal, which
// every way out runs (the menu's sign-out, a session ended elsewhere, a deleted account).
// The rules of what is personal (personal-data.ts) are loaded when a sign-out happens, not with the first screen
// (the initial JS budget, docs/performance.md): no page needs them before.
const personalData = () => import("./personal-data.ts");

/**
 * Fetches those rules while the learner is signed in, so that a sign-out made offline has them even where no
 * service worker has precached them yet (a first visit): an imported module stays in the page's module map.
 */
export function preparePersonalData(): void {
  personalData().catch(() => undefined);
}

// Reads sent with the learner's token before the sign-out must not land in the next learner's Apollo cache
// (lib/apollo/sign-out-guard.ts): each carries the epoch it started in.
let epoch = 0;
export const signOutEpoch = () => epoch;

/** How long the service worker may take to stop downloads and wipe before the page goes on without it. */
const WORKER_WAIT_MS = 5_000;

/**
 * Forgets the signed-in learner on this device: raises the epoch, has the service worker keep their reads still on
 * the way out of its caches and wipe, wipes again here (the worker may be absent, or stopped without answering),
 * and removes the personal localStorage keys. `identityToo`: also the identity client's session keys, once its own
 * sign-out has had its chance to revoke the session on the server (it needs them for that).
 */
export async function forgetLearnerOnDevice({ identityToo = false } = {}): Promise<void> {
  epoch += 1;
  const [{ browserStorage, wipePersonalData }] = await Promise.all([personalData(), askWorker()]);
  await wipePersonalData(browserStorage()).catch((error: unknown) => console.warn("Device wipe failed", error));
  await removePersonalKeys(identityToo);
}

export async function removePersonalKeys(identityToo: boolean): Promise<void> {
  const { localKeyRule } = await personalData();
  try {
    const names = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? "");
    for (const name of names) {
      const key = localKeyRule(name);
      if (key?.rule.kind === "personal" && (identityToo || !key.identity)) localStorage.removeItem(name);
    }
  } catch {
    // Storage disabled: nothing was kept in it.
  }
}

async function askWorker(): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const worker =
    navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration().catch(() => null))?.active;
  if (!worker) return;
  const channel = new MessageChannel();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WORKER_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: "SIGN_OUT" }, [channel.port2]);
  });
  channel.port1.close();
}
