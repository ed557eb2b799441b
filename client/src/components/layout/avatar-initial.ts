/** Uppercase first letter of firstName, falling back to P (spec section 2). */
export function avatarInitial(firstName: string | null | undefined): string {
  return (firstName?.trim().charAt(0) || "P").toUpperCase();
}
