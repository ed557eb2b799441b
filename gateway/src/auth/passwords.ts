// Password hashing and policy. bcrypt (cost 10) keeps the format the seed writes for the demo learner and GoTrue
// uses, so `$2a$`/`$2b$` hashes made by bcryptjs before keep verifying; bcrypt ignores bytes past 72, which is why
// GoTrue refuses longer passwords instead of silently truncating them.
//
// Hashing runs in libuv's thread pool (@node-rs/bcrypt, decision 033), never on the event loop: a cost-10 hash is
// 50-100 ms of CPU, and a class signing in at once would otherwise stall every other request for seconds.
import { hash, verify } from "@node-rs/bcrypt";
import { AuthError, validationFailed } from "./auth-errors.ts";

export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;

/**
 * Hashes at once at most. The thread pool keeps its default 4 threads (UV_THREADPOOL_SIZE, decision 033): file
 * reads, DNS lookups and compression share them, so passwords take two (the cores we plan for) and a burst of
 * sign-ins waits here, in a cheap queue, instead of holding every thread while a file read waits behind it.
 */
const HASHES_AT_ONCE = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The turn passes straight to the next waiter, so `running` counts it without a gap another caller could take.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

// Compared against when the email is unknown, so a miss costs as much time as a wrong password. Made at start in
// the thread pool (not with hashSync, which would hold the event loop while the process starts).
const dummyHash = hash("timing-equaliser-not-a-password", BCRYPT_COST);

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
  return inTurn(() => hash(password, BCRYPT_COST));
}

export async function passwordMatches(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    const equaliser = await dummyHash;
    await inTurn(() => verify(password, equaliser));
    return false;
  }
  // A malformed stored hash is a wrong password, as bcryptjs answered, not a 500.
  return inTurn(() => verify(password, stored)).catch(() => false);
}
