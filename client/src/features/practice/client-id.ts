/**
 * A practice answer's own id, made on the phone: the server counts an answer once per clientId, so an outbox replay
 * after a lost response is harmless. getRandomValues, not randomUUID: the latter exists only on secure origins, and
 * a college LAN may serve the app over plain http.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
