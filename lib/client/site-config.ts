/**
 * Public contact details and community links, in one place so an operator edits one file. Every value here is
 * a placeholder for this deployment's own; the landing-page issue renders the community links.
 */
export type CommunityLink = { label: string; href: string };

export const siteConfig = {
  name: "Research Co-Scientist",
  /** Where 'Contact us' on limit toasts and the support links lead. */
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
    /** The chat group, and the messaging-app group whose QR code the landing page draws from this URL. */
    chatGroupUrl: "https://example.org/community/chat",
    messagingGroupUrl: "https://example.org/community/messaging",
    social: [
      { label: "X", href: "https://x.com/example" },
      { label: "LinkedIn", href: "https://www.linkedin.com/company/example" },
    ] satisfies CommunityLink[],
    codeHostingUrl: "https://github.com/example/research-co-scientist",
  },
} as const;

export function mailtoHref(address: string): string {
  return `mailto:${address}`;
}
