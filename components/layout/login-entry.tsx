/** The sidebar's 'Log In or Sign Up' (spec §2 Layout): for visitors in the app and on a visitor's papers page. */
import { UsersIcon } from "@/components/ui/icons";
import { LoginButton } from "./login-button";

export function LoginEntry() {
  return (
    <LoginButton block className="whitespace-nowrap sidebar-collapsed:px-0">
      <UsersIcon className="hidden size-5 sidebar-collapsed:block" />
      <span className="sidebar-collapsed:sr-only">Log In or Sign Up</span>
    </LoginButton>
  );
}
