import { describe, expect, it } from "vitest";
import { addressBucket } from "@/lib/backend/http/address-bucket";

// Issue 21's review: one IPv6 subscriber holds a /64, so counting exact addresses gave them 2^64 limits.
describe("addressBucket", () => {
  it("counts an IPv4 address alone, also when it arrives IPv4-mapped", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 together, however it is written", () => {
    const buckets = ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::9", "2001:0DB8:0001:0002:ffff::1"].map(addressBucket);
    expect(new Set(buckets)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(buckets[0]);
  });

  it("leaves what is not an address as it is", () => {
    expect(addressBucket("unknown")).toBe("unknown");
  });
});
