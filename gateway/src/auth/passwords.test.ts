// Hashes made before the move to @node-rs/bcrypt (decision 033) keep signing in: these were made by bcryptjs 3.0.3
// (`bcrypt.hashSync("a-bcryptjs-password", 10)`, and the same with the older `$2a$` prefix the seed once wrote).
import { describe, expect, it } from "vitest";
import { hashPassword, passwordMatches } from "./passwords.ts";

const BCRYPTJS_2B = "$2b$10$DUSK1N1Ud1tZSa04DZiCm.6xMaOWctg2zlbNiZVYzK75OyPpgyH7i";
const BCRYPTJS_2A = "$2a$10$QrmAPEOiSxNAUnundPjNXu5i9MAMv5YkbMsknCWrIdlbd5VdgovmK";

describe("password hashes", () => {
  it("verifies $2b$ and $2a$ hashes made by bcryptjs, and refuses a wrong password for them", async () => {
    for (const stored of [BCRYPTJS_2B, BCRYPTJS_2A]) {
      expect(await passwordMatches("a-bcryptjs-password", stored)).toBe(true);
      expect(await passwordMatches("a-bcryptjs-passworD", stored)).toBe(false);
    }
  });

  it("writes cost-10 $2b$ hashes that verify, and answers false for no hash or a malformed one", async () => {
    const stored = await hashPassword("a-new-password");
    expect(stored).toMatch(/^\$2b\$10\$.{53}$/);
    expect(await passwordMatches("a-new-password", stored)).toBe(true);
    expect(await passwordMatches("a-new-password", null)).toBe(false);
    expect(await passwordMatches("a-new-password", "not-a-hash")).toBe(false);
  });
});
