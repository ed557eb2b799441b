/**
 * The id the phone gives a write that goes through the outbox as an entry of its own (a practice answer, a
 * discussion post): the server keeps one per learner and clientId, so an outbox replay after a lost response is
 * harmless. getRandomValues, not randomUUID: the latter exists only on secure origins, and
 * a college LAN may serve the app over plain http.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
