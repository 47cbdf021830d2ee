/**
 * The sidebar's 'Log In or Sign Up' as drawn (spec §2 Layout): the label, or its icon in the collapsed sidebar. No
 * client directive: the app's LoginEntry puts it in a LoginButton, a visitor's papers page in a server-rendered one.
 */
import { UsersIcon } from "@/components/ui/icons";

export const LOGIN_ENTRY_CLASS = "whitespace-nowrap sidebar-collapsed:px-0";

export function LoginEntryLabel() {
  return (
    <>
      <UsersIcon className="hidden size-5 sidebar-collapsed:block" />
      <span className="sidebar-collapsed:sr-only">Log In or Sign Up</span>
    </>
  );
}
