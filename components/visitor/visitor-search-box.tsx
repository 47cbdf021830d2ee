"use client";

/** The search box on a visitor's papers page: searching needs an account, so Enter opens the login modal (spec §6). */
import { SearchBox } from "@/components/search/search-box";
import { openDialog } from "@/lib/client/shell/dialogs";

export function VisitorSearchBox() {
  return <SearchBox onSearch={() => openDialog("login")} />;
}
