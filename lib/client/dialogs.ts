/**
 * A dialog bus, so that code outside React (the api client's error policy) can open the app's modals and close
 * them all (spec §8: a 401 closes all modals). Dialog components register themselves while mounted.
 */

export type DialogName = "insufficientCredit" | "freeUserCodeAgent" | "login" | "resetPassword";

export type DialogOpener = () => void;
export type DialogCloser = () => void;

export type DialogBus = {
  /** Returns a function that unregisters this opener (and only this one, if another replaced it since). */
  registerDialog: (name: DialogName, opener: DialogOpener) => () => void;
  /** Returns whether a registered dialog took the request. */
  openDialog: (name: DialogName) => boolean;
  /** Any open modal, named or not, subscribes here to be closed by `closeAllDialogs`. */
  onCloseAllDialogs: (closer: DialogCloser) => () => void;
  closeAllDialogs: () => void;
};

export function createDialogBus(): DialogBus {
  const openers = new Map<DialogName, DialogOpener>();
  const closers = new Set<DialogCloser>();

  return {
    registerDialog(name, opener) {
      openers.set(name, opener);
      return () => {
        if (openers.get(name) === opener) openers.delete(name);
      };
    },
    openDialog(name) {
      const opener = openers.get(name);
      // The insufficient-credit, free-user and login dialogs arrive with their own issues; until one registers,
      // asking for it does nothing rather than failing the request that triggered it.
      if (!opener) return false;
      opener();
      return true;
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
export const { registerDialog, openDialog, onCloseAllDialogs, closeAllDialogs } = dialogBus;
