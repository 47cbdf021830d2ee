import { describe, expect, it } from "vitest";
import { inviteLinkUrl, showsJoinPrompt } from "@/lib/domain/account/lab-invite";

// Spec §6: an invited user (level source invite) does not get the join prompt; anyone else opening an invite link
// does. If this fails, a labmate is asked to join a lab again, or an invitee never sees how to accept.
describe("showsJoinPrompt", () => {
  it.each([
    ["an invite link, own plan", "inv-1", { userLevelSouce: null }, true],
    ["an invite link, a paying user", "inv-1", { userLevelSouce: "stripe" }, true],
    ["an invite link, already a labmate by invitation", "inv-1", { userLevelSouce: "invite" }, false],
    ["no invite link", null, { userLevelSouce: null }, false],
    ["credit data not loaded yet", "inv-1", undefined, false],
  ] as const)("%s: %s", (_, inviteId, credit, shows) => {
    expect(showsJoinPrompt(inviteId, credit)).toBe(shows);
  });
});

describe("the invite link", () => {
  it("shares the server's link, else /upgrade?inviteId= on this origin", () => {
    expect(inviteLinkUrl({ inviteId: "abc", inviteUrl: "https://lab.example.org/upgrade?inviteId=abc" }, "http://localhost:3000")).toBe(
      "https://lab.example.org/upgrade?inviteId=abc",
    );
    expect(inviteLinkUrl({ inviteId: "a b&c" }, "http://localhost:3000")).toBe("http://localhost:3000/upgrade?inviteId=a+b%26c");
  });
});
