import { describe, expect, it } from "vitest";
import {
  resetSubmitError,
  signUpEmailError,
  validateLogin,
  validateReset,
  validateSignUp,
  type ResetValues,
} from "@/lib/domain/account/account-validation";

// Spec §5: each row is a message a user would read next to the field they got wrong.
describe("login form (§5)", () => {
  it.each([
    [{ email: "", password: "secret1" }, { email: "please enter your email" }],
    [{ email: "   ", password: "secret1" }, { email: "please enter your email" }],
    [{ email: "ada@", password: "secret1" }, { email: "please enter a valid email" }],
    [{ email: "ada@lab", password: "secret1" }, { email: "please enter a valid email" }],
    [{ email: "ada@lab.org", password: "" }, { password: "please enter your password" }],
    [{ email: "ada@lab.org", password: "12345" }, { password: "password length must be greater than 6" }],
    [{ email: "ada@lab.org", password: "123456" }, {}],
    [{ email: " ada@lab.org ", password: "123456" }, {}],
    [{ email: "", password: "" }, { email: "please enter your email", password: "please enter your password" }],
  ])("%j → %j", (values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });
});

describe("sign-up form (§5)", () => {
  const valid = { email: "ada@lab.org", code: "123456", password: "12345678" };
  it.each([
    [{ ...valid, code: "" }, { code: "please enter your code" }],
    [{ ...valid, code: "12345" }, { code: "code length must be greater than 6" }],
    [{ ...valid, code: " 123456 " }, {}],
    [{ ...valid, email: "x" }, { email: "please enter a valid email" }],
    [{ ...valid, password: "abc" }, { password: "password length must be greater than 6" }],
    // A new password needs 8 characters (issue 13), any kind: no composition rule.
    [{ ...valid, password: "1234567" }, { password: "password length must be at least 8" }],
    [{ ...valid, password: "a".repeat(128) }, {}],
    [{ ...valid, password: "a".repeat(129) }, { password: "password length must be at most 128" }],
    [{ ...valid, password: "correct horse" }, {}],
    [valid, {}],
  ])("%j → %j", (values, expected) => {
    expect(validateSignUp(values)).toEqual(expected);
  });

  it.each([
    ["", "please enter your email"],
    ["nope", "please enter a valid email"],
    ["ada@lab.org", undefined],
  ])("sending a code to %j → %s", (email, expected) => {
    expect(signUpEmailError(email)).toBe(expected);
  });
});

describe("reset-password form (§5)", () => {
  const valid: ResetValues = { email: "ada@lab.org", code: "123456", password: "abcd1234", confirm: "abcd1234" };

  it.each<[Partial<ResetValues>, Partial<Record<keyof ResetValues, string>>]>([
    [{}, {}],
    [{ email: "not-an-email" }, { email: "Please use a valid email to get the code" }],
    [{ email: "" }, { email: "Please use a valid email to get the code" }],
    [{ code: "" }, { code: "Code is required" }],
    [{ code: "12345" }, { code: "Enter 6-digit code" }],
    [{ code: "12345a" }, { code: "Enter 6-digit code" }],
    [{ code: "1234567" }, { code: "Enter 6-digit code" }],
    [{ password: "", confirm: "" }, { password: "Password is required", confirm: "Confirm your password" }],
    [{ password: "abc123", confirm: "abc123" }, { password: "Password must be 8-128 characters" }],
    // The spec's maximum of 20 is raised to 128 (issue 13): pass phrases fit.
    [{ password: "abcdefgh12345678901xy", confirm: "abcdefgh12345678901xy" }, {}],
    [{ password: `a1${"x".repeat(126)}`, confirm: `a1${"x".repeat(126)}` }, {}],
    [{ password: `a1${"x".repeat(127)}`, confirm: `a1${"x".repeat(127)}` }, { password: "Password must be 8-128 characters" }],
    [{ password: "abcdefgh", confirm: "abcdefgh" }, { password: "Use letters and numbers" }],
    [{ password: "12345678", confirm: "12345678" }, { password: "Use letters and numbers" }],
    [{ confirm: "" }, { confirm: "Confirm your password" }],
    [{ confirm: "abcd12345" }, { confirm: "Passwords do not match" }],
  ])("%j → %j", (change, expected) => {
    expect(validateReset({ ...valid, ...change })).toEqual(expected);
  });

  // What Enter on an invalid form says: the first error in display order (email, code, password, confirm),
  // except that an empty field the user can fill asks them to fill in all the fields.
  it.each<[Partial<ResetValues>, string | undefined]>([
    [{}, undefined],
    [{ code: "", password: "", confirm: "" }, "please fill in all the fields"],
    [{ code: "" }, "please fill in all the fields"],
    [{ confirm: "" }, "please fill in all the fields"],
    [{ code: "12" }, "Enter 6-digit code"],
    [{ code: "12", password: "short1", confirm: "" }, "Enter 6-digit code"],
    [{ password: "short1", confirm: "short1" }, "Password must be 8-128 characters"],
    [{ password: "abcdefghij", confirm: "abcdefghij" }, "Use letters and numbers"],
    [{ confirm: "abcd9999" }, "Passwords do not match"],
    [{ email: "", code: "" }, "Please use a valid email to get the code"],
  ])("submit with %j → %s", (change, expected) => {
    expect(resetSubmitError({ ...valid, ...change })).toBe(expected);
  });
});
