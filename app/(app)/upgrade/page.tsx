import type { Metadata } from "next";
import { UpgradeCommunity } from "@/components/upgrade/upgrade-community";
import { UpgradeScreen } from "@/components/upgrade/upgrade-screen";

/** /upgrade (spec §2 Routes): query inviteId, email and, when the opener has one, inviteCode. */
export const metadata: Metadata = { title: "Plans and credits", robots: { index: false } };

type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

export default async function UpgradePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  return (
    <UpgradeScreen
      inviteId={single(query.inviteId)}
      email={single(query.email)}
      inviteCode={single(query.inviteCode)}
      community={<UpgradeCommunity />}
    />
  );
}
