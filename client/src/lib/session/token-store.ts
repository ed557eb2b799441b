// The backend token lives in localStorage under the key `token` (spec section 3).
const key = "token";

export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(token: string) {
    localStorage.setItem(key, token);
  },
  clear() {
    localStorage.removeItem(key);
  },
};

/** The learner a backend token names (its subject), unverified: the server checks the token, this only tells whose. */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: unknown };
    return typeof claims.sub === "string" ? claims.sub : null;
  } catch {
    return null;
  }
}
