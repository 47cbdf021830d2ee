import { describe, expect, it } from "vitest";
import { isPublicAddress } from "@/lib/backend/http/public-address";

/** A PDF link found in paper data must never make the server call its own network or the cloud's metadata service. */
describe("isPublicAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["100.64.0.1", "CGNAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.1", "documentation (reserved)"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fc00::1", "ULA"],
    ["fd12:3456::1", "ULA"],
    ["fe80::1", "IPv6 link-local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata"],
    ["::7f00:1", "IPv4-compatible loopback"],
    ["2002:7f00:1::", "6to4 of loopback"],
    ["2002:a00:1::", "6to4 of 10.0.0.1"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of metadata"],
    ["64:ff9b:1::1", "local-use NAT64"],
    ["2001::1", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["not an address", "garbage"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8", "2002:808:808::", "64:ff9b::808:808"])("lets %s through", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
