/** The landing page's top bar: the product name and the code-hosting link (Get Started lives in the hero). */
import { BrandMark } from "@/components/ui/brand-mark";
import { CodeHostIcon } from "@/components/ui/icons";
import { siteConfig } from "@/lib/client/shell/site-config";

export function LandingHeader() {
  const { codeHosting } = siteConfig.community;
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-5">
      <p className="flex items-center gap-2.5 text-base font-semibold tracking-tight text-brand-ink">
        <BrandMark />
        {siteConfig.name}
      </p>
      <nav aria-label="Site" className="flex items-center gap-1 text-sm font-medium text-neutral-600">
        <a href="#hot-papers" className="hidden rounded-md px-3 py-2 hover:text-brand-ink sm:block">Papers</a>
        <a href="#agents" className="hidden rounded-md px-3 py-2 hover:text-brand-ink sm:block">Agents</a>
        <a href="#community" className="hidden rounded-md px-3 py-2 hover:text-brand-ink sm:block">Community</a>
        <a
          href={codeHosting.href}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-md px-3 py-2 hover:text-brand-ink"
        >
          <CodeHostIcon className="size-4" />
          {codeHosting.label}
        </a>
      </nav>
    </header>
  );
}
