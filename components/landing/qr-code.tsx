import "server-only";
import QRCode from "qrcode";

/**
 * A QR code drawn on the server as inline SVG, so the landing page ships no QR library to the browser. Codes
 * are cached per URL: the landing page renders on each request (it reads APP_URL at run time).
 */
const cache = new Map<string, Promise<string>>();

function qrSvg(url: string): Promise<string> {
  let svg = cache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#1e1b4bff", light: "#ffffffff" } });
    cache.set(url, svg);
  }
  return svg;
}

export async function QrCode({ url, label, className = "size-32" }: { url: string; label: string; className?: string }) {
  const svg = await qrSvg(url);
  return (
    // The SVG comes from the qrcode library for a URL in our own config, never from user input.
    <div role="img" aria-label={label} className={`${className} [&>svg]:size-full`} dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
