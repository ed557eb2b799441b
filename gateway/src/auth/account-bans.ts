// A disabled account is a banned one, as in GoTrue: the identity port sets the ban, sessions and sign-ins refuse it.
/** How a disabled account is banned (docs/staff-console.md): GoTrue's own stand-in for "until lifted" is 876000h. */
export const BANNED_FOREVER = new Date("9999-12-31T00:00:00Z");
export const DISABLED_MESSAGE = "This account has been disabled.";

export function isBanned(user: { bannedUntil: Date | null }): boolean {
  return Boolean(user.bannedUntil && user.bannedUntil > new Date());
}
