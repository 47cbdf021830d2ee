/** A server-rendered button that opens the login modal on a visitor's papers page (spec §6). */
import { Button, type ButtonProps } from "@/components/ui/button";
import { visitorAction } from "./visitor-actions";

export function VisitorLoginButton(props: Omit<ButtonProps, "onClick">) {
  return <Button {...props} {...visitorAction("login")} />;
}
