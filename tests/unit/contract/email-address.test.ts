import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailFieldSchema, InputLimit, isEmailAddress, isSimpleEmailAddress, resetPasswordRequestSchema } from "@/lib/contract";

/** The §5 patterns the checks replaced (in the linter's equivalent linear spelling): what §5 accepts. */
const LEGACY_EMAIL = /^[\w.%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
const LEGACY_SIMPLE_EMAIL = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;

/** Strings made of the characters the rules care about, so equal answers are not just "both reject". */
const addressLike = fc.string({
  unit: fc.constantFrom("a", "Z", "7", ".", "@", "-", "_", "%", "+", " ", "\t", "é", "!"),
  maxLength: 40,
});

describe("email checks accept exactly what the §5 patterns accept", () => {
  it.each([
    ["ada@lab.example.org", true, true],
    ["a.b_c%d+e-f@x-y.io", true, true],
    ["ada@lab", false, false],
    ["ada@lab.c", false, true],
    ["ada@.io", false, false],
    ["ada@x..io", true, true],
    ["@lab.io", false, false],
    ["ada@@lab.io", false, false],
    ["ada lovelace@lab.io", false, false],
    ["ada@lab.io.", false, true],
    ["ada@lab.1o", false, true],
  ])("%s: login rule %s, reset rule %s", (address, login, reset) => {
    expect(isEmailAddress(address)).toBe(login);
    expect(isSimpleEmailAddress(address)).toBe(reset);
  });

  it("agrees with the old patterns on random address-like strings", () => {
    fc.assert(
      fc.property(addressLike, (value) => {
        expect(isEmailAddress(value)).toBe(LEGACY_EMAIL.test(value));
        expect(isSimpleEmailAddress(value)).toBe(LEGACY_SIMPLE_EMAIL.test(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses an address longer than 254 characters with the form's message", () => {
    const long = `${"a".repeat(InputLimit.email - 7)}@lab.io`;
    expect(emailFieldSchema.safeParse(long.slice(1)).success).toBe(true);
    expect(emailFieldSchema.safeParse(`a${long}`).error?.issues[0]?.message).toBe("please enter a valid email");
  });
});

/** Seconds per call, from enough repetitions of the short input to outlast timer noise. */
function costRatio(check: (value: string) => unknown, short: string, long: string): number {
  let repetitions = 1;
  for (;;) {
    const started = performance.now();
    for (let i = 0; i < repetitions; i += 1) check(short);
    if (performance.now() - started >= 5 || repetitions >= 1 << 20) break;
    repetitions *= 2;
  }
  const best = (value: string) => {
    let fastest = Infinity;
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      for (let i = 0; i < repetitions; i += 1) check(value);
      fastest = Math.min(fastest, performance.now() - started);
    }
    return fastest;
  };
  return best(long) / best(short);
}

describe("email checks cost time linear in the length (issue 13: a 40,000-character address froze the server)", () => {
  const hostile = {
    "a run of dots": (n: number) => `a@${".".repeat(n)}@`,
    '"a." repeated': (n: number) => `a@${"a.".repeat(n / 2)} `,
  };
  const checks = {
    "login and sign-up email": (value: string) => emailFieldSchema.safeParse(value),
    "reset-password email": (value: string) => resetPasswordRequestSchema.safeParse({ email: value }),
  };

  for (const [shape, build] of Object.entries(hostile)) {
    for (const [field, check] of Object.entries(checks)) {
      it(`${field}: ${shape} of 40,000 characters is refused, at most 30x the cost of 4,000`, () => {
        expect(isEmailAddress(build(40_000))).toBe(false);
        expect(isSimpleEmailAddress(build(40_000))).toBe(false);
        expect(costRatio(check, build(4_000), build(40_000))).toBeLessThan(30);
      });
    }
  }
});
