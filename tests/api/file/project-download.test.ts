import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndLogin, uniqueEmail } from "../support/accounts";
import { createFilesBackend, download, envelopeOf, type FilesBackend, pathOf } from "./files-support";
import { projectTask } from "./project-support";

/**
 * Issue 17: each file of an Auto Experiment project version downloads through GET /file/download?fileKey=<oss_path>,
 * as notebook versions do: the task's owner is sent to a signed link (code and text as text/plain, so the Project
 * Package preview can show them), and nobody else learns the file exists.
 */
let setup: FilesBackend;
let otherToken: string;
beforeAll(async () => {
  setup = await createFilesBackend();
  otherToken = await signUpAndLogin(setup, uniqueEmail("other"));
});
afterAll(() => setup.dispose());

const notFound = { code: 404, result: null, message: "File not found", error: "File not found" };
const script = 'print("test_accuracy: 0.9150")\n';
const checkpoint = new Uint8Array([0x80, 0x04, 0x95, 0x00, 0xff, 0x10]);

async function ownerProject() {
  const { taskId, versions } = await projectTask(setup, setup.token, [{ "src/train.py": script, "README.md": "# Results\n", "model.pkl": checkpoint }]);
  const keyOf = (path: string) => versions[0]?.files.find((file) => file.path === path)?.oss_path ?? "";
  return { taskId, keyOf };
}

async function followed(fileKey: string): Promise<Response> {
  const redirect = await download(setup, fileKey);
  expect(redirect.status, await redirect.clone().text()).toBe(302);
  return setup.backend.request(pathOf(redirect.headers.get("location") ?? ""));
}

describe("GET /file/download of a project file", () => {
  it("sends the task's owner to a signed link serving code as text/plain, named by the path's last segment", async () => {
    const { keyOf } = await ownerProject();
    const file = await followed(keyOf("src/train.py"));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(script);
    expect(file.headers.get("content-type")).toMatch(/^text\/plain\b/);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="train.py"; filename*=UTF-8''train.py`);
    expect((await followed(keyOf("README.md"))).headers.get("content-type")).toMatch(/^text\/plain\b/);
  });

  it("serves other files as bytes (application/octet-stream)", async () => {
    const { keyOf } = await ownerProject();
    const file = await followed(keyOf("model.pkl"));
    expect(file.headers.get("content-type")).toBe("application/octet-stream");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(checkpoint);
  });

  it("answers 404 to another user, a file never stored and malformed or traversing keys (a signed-out caller 401)", async () => {
    const { taskId, keyOf } = await ownerProject();
    const key = keyOf("src/train.py");
    const snapshot = key.split("/")[2] ?? "";
    const others = await projectTask(setup, otherToken, [{ "a.py": "x = 1\n" }]);
    const cases: Array<[string, string | null]> = [
      [key, otherToken],
      [`workspaces/${taskId}/${snapshot}/src/missing.py`, setup.token],
      [`workspaces/${taskId}/${snapshot}/../${snapshot}/src/train.py`, setup.token],
      [`workspaces/${taskId}/../${taskId}/${snapshot}/src/train.py`, setup.token],
      [`workspaces/${taskId}/${snapshot}//train.py`, setup.token],
      [`workspaces/${taskId}/train.py`, setup.token],
      [`workspaces/${taskId}/`, setup.token],
      ["workspaces/", setup.token],
      [`/workspaces/${taskId}/${snapshot}/src/train.py`, setup.token],
      [others.versions[0]?.files[0]?.oss_path ?? "", setup.token],
    ];
    for (const [fileKey, token] of cases) {
      const answer = await download(setup, fileKey, token);
      expect(answer.status, fileKey).toBe(404);
      expect(await envelopeOf(answer)).toEqual(notFound);
    }
    expect((await download(setup, key, null)).status).toBe(401);
  });
});
