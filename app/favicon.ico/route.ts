/**
 * Browsers ask for /favicon.ico on their own (Chromium does on every new origin, whatever the page declares), and a
 * 404 there is an error in the console. The app's one icon is app/icon.svg, which every page's head names; this
 * address leads to it.
 */
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(null, { status: 308, headers: { Location: "/icon.svg" } });
}
