/**
 * The spec's connection messages on a visitor's page (§4 "Other states": offline shows the error 'Disconnected from
 * server', online 'Connection resumed'), drawn hidden by the server with the toasts' look; the page's first-load
 * script shows them (visitor-connection.ts).
 */
import { TOAST_STACK_CLASS, ToastBox } from "@/components/ui/toast-box";
import { ResultMessage } from "@/lib/contract/codes";
import { CONNECTION_NOTICE_ATTRIBUTE, type ConnectionNotice } from "./visitor-connection";

const notice = (state: ConnectionNotice) => ({ [CONNECTION_NOTICE_ATTRIBUTE]: state, hidden: true }) as const;

export function VisitorConnectionNotices() {
  return (
    <div className={TOAST_STACK_CLASS}>
      <ToastBox level="error" box={notice("offline")}>
        {ResultMessage.disconnected}
      </ToastBox>
      <ToastBox level="success" box={notice("online")}>
        {ResultMessage.connectionResumed}
      </ToastBox>
    </div>
  );
}
