import { describe, expect, it } from "vitest";
import { contractPathOf } from "@/lib/bff/contract-path";

/** Issue 13, defect 2: one spelling per contract path; every other spelling of /user/login is refused. */
const pathOf = (address: string) => contractPathOf(new URL(address, "http://app.example.org"));

describe("the contract path of an /api address", () => {
  it.each([
    ["/api/user/login", "/user/login"],
    ["/api/login", "/login"],
    ["/api/task/cancel/3f1c9a2e-6d1b-4b8e-9a51-0c6f2f0d9e11", "/task/cancel/3f1c9a2e-6d1b-4b8e-9a51-0c6f2f0d9e11"],
    ["/api/chat?query=hi%20there", "/chat"],
    // The URL parser resolves dot segments itself, before any check: the path is the one the backend routes on.
    ["/api/x/../user/login", "/user/login"],
    ["/api/x/%2e%2e/user/login", "/user/login"],
  ])("%s → %s", (address, path) => {
    expect(pathOf(address)).toBe(path);
  });

  it.each([
    "/api/user/logi%6E",
    "/api/user/logi%6e",
    "/api/user%2Flogin",
    "/api/user/login/",
    "/api//user/login",
    "/api/user//login",
    "/api/user/login%00",
    "/api/%75ser/login",
    "/api/user/login%2F",
    "/api/user/login%2e",
    "/api",
    "/api/",
    "/apiuser/login",
  ])("%s is refused", (address) => {
    expect(pathOf(address)).toBeUndefined();
  });
});
