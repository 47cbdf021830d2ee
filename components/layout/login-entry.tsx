/** The sidebar's 'Log In or Sign Up' for visitors in the app (spec §2 Layout). */
import { LoginButton } from "./login-button";
import { LOGIN_ENTRY_CLASS, LoginEntryLabel } from "./login-entry-label";

export function LoginEntry() {
  return (
    <LoginButton block className={LOGIN_ENTRY_CLASS}>
      <LoginEntryLabel />
    </LoginButton>
  );
}
