/**
 * Public contact details and community links, in one place so an operator edits one file: the landing page,
 * the private-beta notice and 'Contact us' on limit toasts all read from here. Every value is a placeholder for
 * this deployment's own. Plain data, safe to import from server and client components alike.
 */
export type CommunityLink = { label: string; href: string };

export const siteConfig = {
  name: "Research Co-Scientist",
  tagline: "Your AI research co-scientist",
  description:
    "An AI research co-scientist: literature surveys, idea generation, method design, automated experiments and notebook data analysis, run as long research tasks by five specialised agents.",
  /** Where 'Contact us' on limit toasts and the landing page's contact line lead. */
  supportEmail: "support@example.org",
  /** The private-beta notice (spec §2 Modals): how a visitor outside the whitelist asks for access. */
  privateBeta: {
    accessEmail: "access@example.org",
    chatApp: { name: "WeChat", handle: "research-coscientist" },
  },
  community: {
    /** Early access and co-build (plugin contributor) sign-up forms. */
    earlyAccessUrl: "https://example.org/early-access",
    coBuildUrl: "https://example.org/co-build",
    /** The chat group (an invitation link). */
    chatGroup: { name: "Discord", url: "https://example.org/community/chat" },
    /** The messaging-app group; the landing page draws its QR code from `url` on the server. */
    messagingGroup: { name: "WeChat", url: "https://example.org/community/messaging" },
    social: [
      { label: "X", href: "https://x.com/example" },
      { label: "LinkedIn", href: "https://www.linkedin.com/company/example" },
      { label: "YouTube", href: "https://www.youtube.com/@example" },
    ] satisfies CommunityLink[],
    codeHosting: { label: "GitHub", href: "https://github.com/example/research-co-scientist" },
  },
} as const;

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}
