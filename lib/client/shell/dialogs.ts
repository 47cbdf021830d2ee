/**
 * A dialog bus, so that code outside React (the api client's error policy) can open the app's modals and close
 * them all (spec §8: a 401 closes all modals). Dialog components register themselves while mounted.
 */

export type DialogName = "insufficientCredit" | "freeUserCodeAgent" | "login" | "resetPassword" | "gpuConfirm";

export type DialogOpener = () => void;
export type DialogCloser = () => void;

export type DialogBus = {
  /**
   * Returns a function that unregisters this opener (and only this one, if another replaced it since). A closer
   * lets code outside React withdraw the dialog again (the GPU question, when the page that asked goes away).
   */
  registerDialog: (name: DialogName, opener: DialogOpener, closer?: DialogCloser) => () => void;
  /** Returns whether a registered dialog took the request. */
  openDialog: (name: DialogName) => boolean;
  /** Closes one named dialog, if it is registered with a closer. */
  closeDialog: (name: DialogName) => void;
  /** Any open modal, named or not, subscribes here to be closed by `closeAllDialogs`. */
  onCloseAllDialogs: (closer: DialogCloser) => () => void;
  closeAllDialogs: () => void;
};

export function createDialogBus(): DialogBus {
  const registered = new Map<DialogName, { open: DialogOpener; close?: DialogCloser }>();
  const closers = new Set<DialogCloser>();

  return {
    registerDialog(name, open, close) {
      const entry = { open, close };
      registered.set(name, entry);
      return () => {
        if (registered.get(name) === entry) registered.delete(name);
      };
    },
    openDialog(name) {
      const opener = registered.get(name);
      // Hosts register while mounted (components/layout/*-host.tsx, account-dialogs.tsx); on a page without one,
      // asking does nothing rather than failing the request that triggered it.
      if (!opener) return false;
      opener.open();
      return true;
    },
    closeDialog(name) {
      registered.get(name)?.close?.();
    },
    onCloseAllDialogs(closer) {
      closers.add(closer);
      return () => {
        closers.delete(closer);
      };
    },
    closeAllDialogs() {
      // Copied first: a closer may unsubscribe itself while we iterate.
      for (const closer of [...closers]) closer();
    },
  };
}

/** The app's one dialog bus. */
export const dialogBus = createDialogBus();
export const { registerDialog, openDialog, closeDialog, onCloseAllDialogs, closeAllDialogs } = dialogBus;
