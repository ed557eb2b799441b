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
