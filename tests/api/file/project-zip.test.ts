import { unzipSync } from "fflate";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleApiRequest } from "@/lib/bff/handle-api-request";
import { BFF_ORIGIN, useTestBackendForBff } from "../security/access-support";
import { signUpAndLogin, uniqueEmail } from "../support/accounts";
import { createFilesBackend, envelopeOf, type FilesBackend } from "./files-support";
import { type ProjectFiles, projectTask } from "./project-support";

/**
 * Issue 17: the whole package of an Auto Experiment project version downloads as one zip,
 * GET /file/project_zip?taskId=&version= (the latest version without one), for the task's owner only. The
 * entries are the version's workspace paths with the stored bytes; if they are not, the researcher's rerun of the
 * experiment starts from a different project than the one the agent ran.
 */
let setup: FilesBackend;
let otherToken: string;
let undoBff: () => void;
const secret = "project-zip-secret-of-enough-length";
beforeAll(async () => {
  process.env.AUTH_SECRET = secret;
  setup = await createFilesBackend();
  otherToken = await signUpAndLogin(setup, uniqueEmail("other"));
  undoBff = useTestBackendForBff(setup.backend);
});
afterAll(async () => {
  undoBff();
  await setup.dispose();
});

/** Bytes deflate cannot shrink, large enough to come from storage in several chunks. */
const checkpoint = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 2_654_435_761) >>> 24);
const version1: ProjectFiles = { "train.py": "from sklearn.linear_model import LogisticRegresion\n" };
const version2: ProjectFiles = {
  "train.py": "from sklearn.linear_model import LogisticRegression\n",
  "README.md": "| metric | value |\n|---|---|\n| test_accuracy | 0.9150 |\n\n```\npython3 train.py\n```\n",
  "requirements.txt": "scikit-learn\n",
  "data/generated/train.csv": "x,y\n".repeat(20_000),
  "checkpoints/model.pkl": checkpoint,
};

function zipOf(taskId: string, version?: number, token: string | null = setup.token): Promise<Response> {
  const query = new URLSearchParams({ taskId, ...(version === undefined ? {} : { version: String(version) }) });
  return setup.backend.request(`/file/project_zip?${query}`, { headers: token ? { AuthToken: token, token } : {} });
}

const bytesOf = (files: ProjectFiles) =>
  Object.fromEntries(Object.entries(files).map(([path, content]) => [path, typeof content === "string" ? new TextEncoder().encode(content) : content]));

async function entriesOf(answer: Response): Promise<Record<string, Uint8Array>> {
  expect(answer.status, answer.status === 200 ? "" : await answer.clone().text()).toBe(200);
  return unzipSync(new Uint8Array(await answer.arrayBuffer()));
}

describe("GET /file/project_zip", () => {
  it("gives the owner the latest version as project-v<n>.zip whose entries are its files, byte for byte", async () => {
    const { taskId } = await projectTask(setup, setup.token, [version1, version2]);
    const answer = await zipOf(taskId);
    expect(answer.headers.get("content-type")).toBe("application/zip");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="project-v2.zip"; filename*=UTF-8''project-v2.zip`);
    expect(await entriesOf(answer)).toEqual(bytesOf(version2));
  });

  it("reaches the browser through the BFF as the same zip (the link the Project Package tab offers)", async () => {
    const { taskId } = await projectTask(setup, setup.token, [version1, version2]);
    const cookie = `next-auth.session-token=${await encode({ token: { backendToken: setup.token }, secret })}`;
    const url = `${BFF_ORIGIN}/api/file/project_zip?${new URLSearchParams({ taskId })}`;
    const answer = await handleApiRequest(new Request(url, { headers: { cookie, host: new URL(BFF_ORIGIN).host } }));
    expect(answer.headers.get("content-disposition")).toContain(`filename="project-v2.zip"`);
    expect(await entriesOf(answer)).toEqual(bytesOf(version2));
  });

  it("gives the version asked for", async () => {
    const { taskId } = await projectTask(setup, setup.token, [version1, version2]);
    const answer = await zipOf(taskId, 1);
    expect(answer.headers.get("content-disposition")).toContain(`filename="project-v1.zip"`);
    expect(await entriesOf(answer)).toEqual(bytesOf(version1));
  });

  it("answers 401 to a signed-out caller, who learns nothing of the task", async () => {
    const { taskId } = await projectTask(setup, setup.token, [version1]);
    const answer = await zipOf(taskId, undefined, null);
    expect(answer.status).toBe(401);
    expect((await envelopeOf(answer)).message).toBe("Please log in first");
  });

  it("answers 404 to another user, for an unknown version and for a task with no project", async () => {
    const { taskId } = await projectTask(setup, setup.token, [version1, version2]);
    const { taskId: noProject } = await projectTask(setup, setup.token);
    const cases: Array<[string, number | undefined, string | null]> = [
      [taskId, undefined, otherToken],
      [taskId, 2, otherToken],
      [taskId, 3, setup.token],
      [noProject, undefined, setup.token],
      ["no-such-task", undefined, setup.token],
    ];
    for (const [id, version, token] of cases) {
      const answer = await zipOf(id, version, token);
      expect(answer.status, `${id} v${version}`).toBe(404);
      expect((await envelopeOf(answer)).code).toBe(404);
    }
  });

  it("refuses a version that is not a positive whole number", async () => {
    const { taskId } = await projectTask(setup, setup.token, [version1]);
    for (const version of ["0", "1.5", "latest"]) {
      const answer = await setup.backend.request(`/file/project_zip?${new URLSearchParams({ taskId, version })}`, { headers: { AuthToken: setup.token, token: setup.token } });
      expect(answer.status, version).toBe(400);
    }
  });
});
