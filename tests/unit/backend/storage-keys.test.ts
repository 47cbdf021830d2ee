import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  displayFileName,
  isWellFormedKey,
  keySafeFileName,
  newObjectKey,
} from "@/lib/backend/storage/object-keys";
import { createUrlSigner } from "@/lib/backend/storage/url-signer";

// A name a browser sends can never steer where a file is stored; the user still gets their name back on download.
describe("file names from the browser", () => {
  it.each([
    ["report.pdf", "report.pdf", "report.pdf"],
    ["../../etc/passwd", "passwd", "passwd"],
    ["..\\..\\boot.ini", "boot.ini", "boot.ini"],
    ["a/b/c.csv", "c.csv", "c.csv"],
    ["..", "file", "file"],
    ["../", "file", "file"],
    ["evil\u0000name\r\n.txt", "evilname.txt", "evilname.txt"],
    [".hidden", ".hidden", "hidden"],
    ["Ünïcødé résumé.docx", "Ünïcødé résumé.docx", "Unic_de_resume.docx"],
    ["数据 分析.xlsx", "数据 分析.xlsx", "_.xlsx"],
    ["a..b...pdf", "a..b...pdf", "a.b.pdf"],
    ["   ", "file", "file"],
  ])("%j → shown as %j, stored as …-%s", (name, shown, stored) => {
    expect(displayFileName(name)).toBe(shown);
    expect(keySafeFileName(name)).toBe(stored);
  });

  it("keeps the extension when shortening a long name", () => {
    const safe = keySafeFileName(`${"x".repeat(300)}.pdf`);
    expect(safe).toHaveLength(80);
    expect(safe.endsWith(".pdf")).toBe(true);
  });

  it("makes keys under the user's dated prefix with a random part", () => {
    const now = new Date("2025-03-07T23:59:59Z");
    const key = newObjectKey("user-1", "../../x/My Data.csv", now);
    expect(key).toMatch(/^uploads\/user-1\/2025\/03\/07\/[0-9a-f]{16}-My_Data\.csv$/);
    expect(isWellFormedKey(key)).toBe(true);
    expect(newObjectKey("user-1", "a.csv", now)).not.toBe(newObjectKey("user-1", "a.csv", now));
  });

  it.each([
    ["uploads/u/2025/01/01/ab-x.pdf", true],
    ["uploads/u/../v/x.pdf", false],
    ["/etc/passwd", false],
    ["uploads//x", false],
    ["uploads/u/./x", false],
    ["uploads/u/x y.pdf", false],
    ["uploads\\u\\x", false],
  ])("key %j is well formed: %s", (key, expected) => {
    expect(isWellFormedKey(key)).toBe(expected);
  });
});

describe("Content-Disposition (RFC 6266)", () => {
  it.each([
    ["report.pdf", `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ["résumé (v2).pdf", `attachment; filename="r_sum_ (v2).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28v2%29.pdf`],
    ['say "hi".txt', `attachment; filename="say _hi_.txt"; filename*=UTF-8''say%20%22hi%22.txt`],
    ["../../etc/passwd", `attachment; filename="passwd"; filename*=UTF-8''passwd`],
    ["line\r\nbreak.txt", `attachment; filename="linebreak.txt"; filename*=UTF-8''linebreak.txt`],
  ])("%j → %s", (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});

describe("signed links", () => {
  const signer = createUrlSigner("secret");
  const now = new Date("2025-01-01T00:00:00Z");
  const inAnHour = Math.floor(now.getTime() / 1000) + 3600;
  const signature = signer.sign(["PUT", "f1", "1024"], inAnHour);

  it.each([
    ["the signed scope, in time", ["PUT", "f1", "1024"], inAnHour, signature, now, "valid"],
    ["after the expiry", ["PUT", "f1", "1024"], inAnHour, signature, new Date((inAnHour + 1) * 1000), "expired"],
    ["another size", ["PUT", "f1", "1025"], inAnHour, signature, now, "invalid"],
    ["another file", ["PUT", "f2", "1024"], inAnHour, signature, now, "invalid"],
    ["a later expiry", ["PUT", "f1", "1024"], inAnHour + 3600, signature, now, "invalid"],
    ["a flipped character", ["PUT", "f1", "1024"], inAnHour, signature.replace(/^./, (c) => (c === "0" ? "1" : "0")), now, "invalid"],
    ["garbage", ["PUT", "f1", "1024"], inAnHour, "not-hex", now, "invalid"],
  ] as const)("%s → %s", (_name, scope, expires, given, at, expected) => {
    expect(signer.verify(scope, expires, given, at)).toBe(expected);
  });

  it("depends on the secret", () => {
    expect(createUrlSigner("other").verify(["PUT", "f1", "1024"], inAnHour, signature, now)).toBe("invalid");
  });
});
