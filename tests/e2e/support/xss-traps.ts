import { expect, type Locator, type Page } from "@playwright/test";

/**
 * How the XSS spec notices a payload running: the corpus calls `__xss(<id>)` (exposed here), a few classic forms
 * call alert(), and Content-Security-Policy violations are counted as a second signal. None of it depends on the
 * CSP blocking anything: the renderers have to keep the payloads inert on their own.
 */
export type XssTraps = { ran: number[]; dialogs: string[]; cspViolations(): Promise<CspViolation[]> };
export type CspViolation = { directive: string; blocked: string; sample: string };

export async function setXssTraps(page: Page): Promise<XssTraps> {
  const ran: number[] = [];
  const dialogs: string[] = [];
  await page.exposeFunction("__xss", (id: number) => {
    ran.push(id);
  });
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; sample: string }> = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return {
    ran,
    dialogs,
    cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []),
  };
}

/**
 * Elements a renderer must never produce from text: they run script, load documents, submit or change the page's
 * base. (The app's own file picker is an `input` without an action, so inputs count only with one.)
 */
const ACTIVE_ELEMENTS = "script, iframe, frame, object, embed, base, meta, link, form, [formaction], style, template, foreignObject";

/**
 * Nothing ran, and nothing in `area` could run later: no event handler attribute, no script or data URL in any
 * link, source or action, and none of the active elements (the app's own markup has none of them there).
 */
export async function expectInert(page: Page, area: Locator, traps: XssTraps) {
  // Handlers of failed images and media fire asynchronously; give them the moment they need.
  await page.waitForTimeout(500);
  const found = await area.evaluateAll((roots, activeElements) => {
    const elements = roots.flatMap((root) => [root, ...root.querySelectorAll("*")]);
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    const urlAttribute = /^(?:href|src|action|formaction|xlink:href|data|srcdoc|background|poster)$/i;
    const scriptScheme = /^(?:javascript|vbscript|data):/i;
    // What a browser does before reading a URL's scheme: leading controls and spaces go, tabs and newlines vanish.
    const urlOf = (value: string) => [...value].filter((char) => char.charCodeAt(0) > 0x20).join("");
    return {
      handlers: elements.filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name))).map(describe),
      scriptUrls: elements
        .filter((element) => [...element.attributes].some((attribute) => urlAttribute.test(attribute.name) && scriptScheme.test(urlOf(attribute.value))))
        .map(describe),
      active: roots.flatMap((root) => [...root.querySelectorAll(activeElements)]).map(describe),
    };
  }, ACTIVE_ELEMENTS);
  expect(found).toEqual({ handlers: [], scriptUrls: [], active: [] });
  expect(traps.ran, "payloads that ran").toEqual([]);
  expect(traps.dialogs, "dialogs opened").toEqual([]);
}
