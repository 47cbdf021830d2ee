import { expect, type Page, test } from "@playwright/test";
import { signUpAndLogIn, signUpOnFront } from "./support/accounts";
import { e2eServers } from "./support/servers";

/**
 * Spec §7 file calls from a signed-in page: upload slots, the direct PUT, the confirmation, then the signed
 * download. Through the front instance (upstream mode) every storage link the backend makes names the backend's
 * host and must reach the browser rewritten to the front's (STORAGE_HOST_REWRITES), yet the downloaded bytes stay
 * untouched even when they mention that host.
 */
const front = e2eServers.front.url;
const backendHost = new URL(e2eServers.backend.url).host;

type Slot = { fileId: string; tempUrl: string; contentType: string; fileKey: string };
type FlowResult = { slot: Slot; putStatus: number; confirmed: unknown; downloadUrl: string; status: number; disposition: string | null; text: string };

/** The browser's side of the flow, run in the page with its session cookie (the UI wiring lands separately). */
function uploadAndDownload(page: Page, fileName: string, content: string): Promise<FlowResult> {
  return page.evaluate(
    async ({ fileName, content }) => {
      const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const bytes = new TextEncoder().encode(content);
      const slots = await (await fetch("/api/file/batch_temp_urls", json({ files: [{ fileName, fileSize: bytes.length }] }))).json();
      const slot = slots.result.results[0];
      const put = await fetch(slot.tempUrl, { method: "PUT", headers: { "content-type": slot.contentType }, body: new Blob([bytes]) });
      const report = { fileId: slot.fileId, success: put.ok, etag: put.headers.get("etag"), actualFileSize: bytes.length, httpStatus: put.status, uploadDuration: 1 };
      const confirmed = await (await fetch("/api/file/upload_complete", json({ files: [report] }))).json();
      const file = await fetch(`/api/file/download?fileKey=${encodeURIComponent(slot.fileKey)}&timestamp=${Date.now()}`);
      return {
        slot,
        putStatus: put.status,
        confirmed,
        downloadUrl: file.url,
        status: file.status,
        disposition: file.headers.get("content-disposition"),
        text: await file.text(),
      };
    },
    { fileName, content },
  );
}

test.describe("uploads", () => {
  test("through the BFF in upstream mode, upload and signed download links are rewritten to the front", async ({ page }) => {
    expect(e2eServers.backend.env.STORAGE_PUBLIC_URL).toBe(e2eServers.backend.url);
    await signUpOnFront(page, "uploads-front");
    const content = `name,link\nbackend,http://${backendHost}/api/file/x\n`;
    const result = await uploadAndDownload(page, "../links.csv", content);

    expect(result.slot.tempUrl.startsWith(`${front}/api/file/temp/${result.slot.fileId}?`)).toBe(true);
    expect(result.slot.contentType).toBe("text/csv");
    expect(result.putStatus).toBe(200);
    expect(result.confirmed).toMatchObject({ code: 0, result: { files: [{ fileId: result.slot.fileId, status: "uploaded" }] } });

    // The redirect's Location was rewritten: the browser followed it to the front, never to the backend.
    expect(result.downloadUrl).toMatch(new RegExp(`^${front}/api/file/download\\?fileKey=[^&]+&expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(result.status).toBe(200);
    expect(result.disposition).toBe(`attachment; filename="links.csv"; filename*=UTF-8''links.csv`);
    // A download is the user's bytes: a host inside the file is not rewritten.
    expect(result.text).toBe(content);

    const redirect = await page.request.get(`${front}/api/file/download?fileKey=${encodeURIComponent(result.slot.fileKey)}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(new URL(redirect.headers().location ?? "").host).toBe(new URL(front).host);
  });

  test("on the embedded backend, the same flow stores and returns the file through the BFF", async ({ page }) => {
    await signUpAndLogIn(page, "uploads-app");
    const result = await uploadAndDownload(page, "notes.txt", "hello from the embedded backend\n");
    expect(result.slot.tempUrl.startsWith(`${e2eServers.app.url}/api/file/temp/`)).toBe(true);
    expect(result.putStatus).toBe(200);
    expect(result.status).toBe(200);
    expect(result.downloadUrl.startsWith(`${e2eServers.app.url}/api/file/download?`)).toBe(true);
    expect(result.text).toBe("hello from the embedded backend\n");
  });

  test("another user cannot download the file, nor can a visitor", async ({ page, browser }) => {
    await signUpAndLogIn(page, "uploads-owner");
    const { slot } = await uploadAndDownload(page, "private.txt", "secret\n");
    const stranger = await browser.newPage();
    await signUpAndLogIn(stranger, "uploads-stranger");
    const status = await stranger.evaluate(async (key) => (await fetch(`/api/file/download?fileKey=${encodeURIComponent(key)}`)).status, slot.fileKey);
    expect(status).toBe(404);
    const visitor = await browser.newContext();
    const anonymous = await visitor.request.get(`${e2eServers.app.url}/api/file/download?fileKey=${encodeURIComponent(slot.fileKey)}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(401);
    await visitor.close();
    await stranger.close();
  });
});
