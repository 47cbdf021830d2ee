import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_SIZE_BYTES } from "@/lib/contract/constants";
import { post } from "../support/accounts";
import { createFilesBackend, type FilesBackend, PUBLIC_URL, requestSlots } from "./files-support";

let setup: FilesBackend;
beforeAll(async () => {
  setup = await createFilesBackend();
});
afterAll(() => setup.dispose());

const MB = 1024 * 1024;

// Spec §5 Upload: the server refuses sizes the client should already have refused, with the same words.
describe("POST /file/batch_temp_urls", () => {
  it("accepts a file of exactly 500 MB and answers a signed slot per file", async () => {
    const answer = await requestSlots(setup, [
      { fileName: "big.pdf", fileSize: MAX_FILE_SIZE_BYTES },
      { fileName: "table.xlsx", fileSize: 10 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    const [pdf, sheet] = answer.body.result?.results ?? [];
    expect(pdf?.contentType).toBe("application/pdf");
    expect(sheet?.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(pdf?.tempUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/file/temp/${pdf?.fileId}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(pdf?.fileKey).toMatch(/^uploads\/[^/]+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{16}-big\.pdf$/);
    expect(new Set([pdf?.fileId, sheet?.fileId]).size).toBe(2);
  });

  it.each([
    ["one byte over 500 MB", [MAX_FILE_SIZE_BYTES + 1], "File size exceeds 500MB limit."],
    ["one byte over 2000 MB in total", [500 * MB, 500 * MB, 500 * MB, 500 * MB, 1], "Total file size exceeds 2GB limit."],
    ["a negative size", [-1], "files.0.fileSize: Too small: expected number to be >=0"],
  ])("refuses %s", async (_name, sizes, message) => {
    const answer = await requestSlots(
      setup,
      sizes.map((fileSize, i) => ({ fileName: `f${i}.bin`, fileSize })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, result: null, message, error: message });
  });

  it("accepts exactly 2000 MB in total", async () => {
    const answer = await requestSlots(setup, [500, 500, 500, 500].map((size, i) => ({ fileName: `f${i}.bin`, fileSize: size * MB })));
    expect(answer.body.code).toBe(0);
  });

  it("never lets a name choose where the file is stored", async () => {
    const answer = await requestSlots(setup, [
      { fileName: "../../../etc/passwd", fileSize: 1 },
      { fileName: "a/b\\c/evil.csv", fileSize: 1 },
      { fileName: "..", fileSize: 1 },
      { fileName: "bad\u0001\r\nname.txt", fileSize: 1 },
    ]);
    const keys = answer.body.result?.results.map((slot) => slot.fileKey) ?? [];
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      expect(key).toMatch(/^uploads\/[0-9a-f-]+\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{16}-[\w.-]+$/);
      expect(key.split("/")).not.toContain("..");
    }
    expect(keys.map((key) => key.replace(/^.*\/[0-9a-f]{16}-/, ""))).toEqual(["passwd", "evil.csv", "file", "badname.txt"]);
  });

  it("needs a signed-in user", async () => {
    const answer = await post(setup.backend, "/file/batch_temp_urls", { files: [{ fileName: "a.pdf", fileSize: 1 }] });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, message: "Please log in first" });
  });

  it("refuses an empty list", async () => {
    const answer = await requestSlots(setup, []);
    expect(answer.body).toMatchObject({ code: 400, message: "files: Too small: expected array to have >=1 items" });
  });
});
