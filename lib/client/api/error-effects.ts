/** The real effects behind the error policy: the app's toast queue, dialog bus, logout controller and location. */
import { closeAllDialogs, openDialog } from "../shell/dialogs";
import type { ErrorEffects } from "./error-policy";
import { requestLogout } from "../account/logout";
import { dismissAllToasts, showToast } from "../shell/toast-store";

export const browserErrorEffects: ErrorEffects = {
  closeAllModals: closeAllDialogs,
  dismissAllToasts,
  toast: (level, message, options) => {
    showToast(level, message, options);
  },
  logout: (message) => {
    requestLogout(message);
  },
  navigate: (url) => {
    // A full load, not a client-side push: this code runs outside React, where no router is at hand.
    if (typeof window !== "undefined") window.location.assign(url);
  },
  openDialog: (name) => {
    openDialog(name);
  },
};
