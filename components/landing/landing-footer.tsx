/** Social and code-hosting links and the contact address. */
import { BrandMark } from "@/components/ui/brand-mark";
import { CodeHostIcon, MailIcon } from "@/components/ui/icons";
import { mailtoHref, siteConfig } from "@/lib/client/shell/site-config";

const LINK = "inline-flex min-h-8 items-center rounded-md px-1 hover:text-brand-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function LandingFooter() {
  const { social, codeHosting } = siteConfig.community;
  return (
    <footer className="border-t border-surface-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-10 text-sm text-neutral-600 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-2.5 font-semibold text-brand-ink">
          <BrandMark className="size-6" />
          {siteConfig.name}
        </div>
        <nav aria-label="Social and code" className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {social.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
              {link.label}
            </a>
          ))}
          <a href={codeHosting.href} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${LINK}`}>
            <CodeHostIcon className="size-4" />
            {codeHosting.label}
          </a>
          <a href={mailtoHref(siteConfig.supportEmail)} className={`inline-flex items-center gap-1.5 ${LINK}`}>
            <MailIcon className="size-4" />
            {siteConfig.supportEmail}
          </a>
        </nav>
      </div>
    </footer>
  );
}
