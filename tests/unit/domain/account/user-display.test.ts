import { describe, expect, it } from "vitest";
import { signedInMethodLabel, userDisplayName, userEmail, userInitial } from "@/lib/domain/account/user-display";

// Spec §2 Layout: the user entry shows the initial of the name, the signed-in method and the email.
describe("user entry text", () => {
  it.each([
    [{ name: "ada lovelace", email: "ada@lab.org" }, "A"],
    [{ name: "  ", userName: "grace", email: "g@lab.org" }, "G"],
    [{ email: "zoe@lab.org" }, "Z"],
    [{ platform: "github", githubEmail: "octo@gh.example" }, "O"],
    [{ name: "Émile" }, "É"],
    [{ name: "😀 smile" }, "😀"],
    [{}, "?"],
  ])("initial of %j is %s", (user, initial) => {
    expect(userInitial(user)).toBe(initial);
  });

  it.each([
    ["email", "Signed in with Email"],
    ["google", "Signed in with Google"],
    ["github", "Signed in with GitHub"],
    ["GitHub", "Signed in with GitHub"],
    ["orcid", "Signed in with orcid"],
    [null, "Signed in"],
  ])("platform %s reads %s", (platform, label) => {
    expect(signedInMethodLabel(platform)).toBe(label);
  });

  it("names the user by name, then user name, then email", () => {
    expect(userDisplayName({ name: "Ada", email: "a@x.org" })).toBe("Ada");
    expect(userDisplayName({ userName: "ada", email: "a@x.org" })).toBe("ada");
    expect(userDisplayName({ email: "a@x.org" })).toBe("a@x.org");
    expect(userDisplayName({})).toBe("Account");
  });

  it("shows the account email, else the address linked to the method used", () => {
    expect(userEmail({ email: "a@x.org", githubEmail: "g@x.org", platform: "github" })).toBe("a@x.org");
    expect(userEmail({ platform: "github", googleEmail: "go@x.org", githubEmail: "gh@x.org" })).toBe("gh@x.org");
    expect(userEmail({ platform: "email" })).toBeUndefined();
  });
});
