// Password hashing and policy. bcrypt (cost 10) keeps the format the seed writes for the demo learner; bcrypt
// ignores bytes past 72, which is why GoTrue refuses longer passwords instead of silently truncating them.
import bcrypt from "bcryptjs";
import { AuthError, validationFailed } from "./auth-errors.ts";

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;
// Compared against when the email is unknown, so a miss costs as much time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("timing-equaliser-not-a-password", BCRYPT_COST);

export function assertPasswordStrength(password: string) {
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, "weak_password", `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      "length",
    ]);
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
