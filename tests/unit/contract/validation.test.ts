import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  contractCalls,
  loginRequestSchema,
  loginSchemaFor,
  MAX_FILE_SIZE_BYTES,
  researchProfileSubmitSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  uploadSlotRequestSchema,
} from "@/lib/contract";

/** The first message a form would show, as in spec §5 ("shows the first error"). */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const login = (email?: unknown, password?: unknown) => ({ userChannel: "email", email, password });

describe("login validation messages (spec §5)", () => {
  it.each([
    [login(undefined, "secret1"), "please enter your email"],
    [login("", "secret1"), "please enter your email"],
    [login("ada", "secret1"), "please enter a valid email"],
    [login("ada@lab", "secret1"), "please enter a valid email"],
    [login("ada@lab.example.org", undefined), "please enter your password"],
    [login("ada@lab.example.org", ""), "please enter your password"],
    [login("ada@lab.example.org", "12345"), "password length must be greater than 6"],
    [login("ada@lab.example.org", "x".repeat(129)), "password length must be at most 128"],
    [login("ada@lab.example.org", "123456"), undefined],
  ])("%o → %s", (input, message) => {
    expect(firstError(loginSchemaFor(input), input)).toBe(message);
  });

  it("reports exactly one message per field", () => {
    const result = loginSchemaFor(login("", "")).safeParse(login("", ""));
    expect(result.error?.issues.map((i) => i.message)).toEqual(["please enter your email", "please enter your password"]);
  });

  it.each([
    [{ userChannel: "google", token: "ya29.a0Af" }, true],
    [{ userChannel: "github", code: "9f2c1e" }, true],
    [{ userChannel: "github", token: "gho_16C7e42F" }, true],
    [{ userChannel: "github", token: "" }, false],
    [{ userChannel: "google" }, false],
    [{ email: "ada@lab.example.org", password: "secret1" }, false],
  ])("provider and code-hosting logins %o → %s", (input, ok) => {
    expect(loginRequestSchema.safeParse(input).success).toBe(ok);
  });
});

describe("sign-up validation messages (spec §5)", () => {
  const base = { email: "new@lab.example.org", password: "harbor-lamp-22", channel: "owner" };
  it.each([
    [{ ...base }, "please enter your code"],
    [{ ...base, authCode: "" }, "please enter your code"],
    [{ ...base, authCode: "12345" }, "code length must be greater than 6"],
    [{ ...base, authCode: "123456" }, undefined],
    [{ ...base, authCode: "123456", email: "nope" }, "please enter a valid email"],
    [{ ...base, authCode: "123456", password: "secret1" }, "password length must be at least 8"],
    [{ ...base, authCode: "123456", password: "x".repeat(129) }, "password length must be at most 128"],
  ])("%o → %s", (input, message) => {
    expect(firstError(signUpRequestSchema, input)).toBe(message);
  });

  it("sending a code needs a valid email", () => {
    const query = contractCalls["user.sendEmailAuthCode"].query;
    expect(firstError(query, { email: "x", sendEmailType: "REGISTER" })).toBe("please enter a valid email");
    expect(firstError(query, { email: "a@b.io", sendEmailType: "LOGIN" })).toBeDefined();
  });
});

describe("reset password validation messages (spec §5)", () => {
  const base = { email: "ada@lab.example.org", newPassword: "abc12345", authCode: "123456" };
  it.each([
    [{ ...base, email: "ada" }, "Please use a valid email to get the code"],
    [{ ...base, newPassword: "" }, "Password is required"],
    [{ ...base, newPassword: "abc123" }, "Password must be 8-128 characters"],
    [{ ...base, newPassword: `abc123${"x".repeat(123)}` }, "Password must be 8-128 characters"],
    [{ ...base, newPassword: "abc123456789012345678" }, undefined],
    [{ ...base, newPassword: "abcdefgh" }, "Use letters and numbers"],
    [{ ...base, newPassword: "12345678" }, "Use letters and numbers"],
    [{ ...base, authCode: "" }, "Code is required"],
    [{ ...base, authCode: "12345a" }, "Enter 6-digit code"],
    [{ ...base, authCode: "1234567" }, "Enter 6-digit code"],
    [base, undefined],
  ])("%o → %s", (input, message) => {
    expect(firstError(resetPasswordRequestSchema, input)).toBe(message);
  });
});

describe("research profile submit (spec §5)", () => {
  it.each([
    [{}, "Please select or input or updload for research needs"],
    [{ tags: [], content: "   " }, "Please select or input or updload for research needs"],
    [{ googleScholarUrls: [{ google_scholar_url: "https://example.com/u" }] }, "Please enter a valid Google Scholar link"],
    [{ arxivUrls: ["https://example.com/abs/1->T"] }, "Please enter a valid Arxiv link"],
    [{ arxivUrls: ["https://arxiv.org/abs/1706.03762"] }, "Get link title failed"],
    [{ arxivUrls: ["arxiv.org/abs/1->A", "https://arxiv.org/abs/2->A"] }, "Already exists same title"],
    [{ arxivUrls: ["arxiv.org/abs/1->A", "arxiv.org/abs/1->B"] }, "The link already exists"],
    [{ tags: ["Astrology"] }, "Tags come only from the fixed topic list"],
    [{ googleScholarUrls: [{ google_scholar_url: "scholar.google.com/citations?user=x" }] }, undefined],
    [{ content: "diffusion for proteins" }, undefined],
  ])("%o → %s", (input, message) => {
    expect(firstError(researchProfileSubmitSchema, input)).toBe(message);
  });
});

describe("upload limits (spec §5)", () => {
  it.each([
    [[MAX_FILE_SIZE_BYTES], undefined],
    [[MAX_FILE_SIZE_BYTES + 1], "File size exceeds 500MB limit."],
    [[MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES], undefined],
    [[MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES, MAX_FILE_SIZE_BYTES, 1], "Total file size exceeds 2GB limit."],
  ])("sizes %o → %s", (sizes, message) => {
    const files = sizes.map((fileSize, i) => ({ fileName: `f${i}.bin`, fileSize }));
    expect(firstError(uploadSlotRequestSchema, { files })).toBe(message);
  });

  it("share needs a session id", () => {
    expect(firstError(contractCalls["chatSession.share"].body, {})).toBe("Session ID is required");
    expect(firstError(contractCalls["chatSession.share"].body, { chatSessionId: "" })).toBe("Session ID is required");
  });
});
