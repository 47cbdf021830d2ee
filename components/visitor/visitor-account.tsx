"use client";

/**
 * Accounts on a visitor's papers page (app/(visitor)): the account dialogs on the dialog bus, as in the app, and
 * with the first dialog opened, the toasts its forms show and the step into the signed-in app. Nothing else of the
 * app's providers loads here: a visitor reads the feed, and every other action opens the login modal (spec §6).
 */
import { lazy } from "react";
import { AccountDialogs } from "@/components/layout/account-dialogs";
import { importRetrying } from "@/lib/client/shell/import-retrying";

// Rendered after the first opening only, inside a Suspense boundary of the dialogs' own.
const VisitorAccountOnDemand = lazy(() => importRetrying(() => import("./visitor-account-on-demand")).then((module) => ({ default: module.VisitorAccountOnDemand })));

export function VisitorAccount() {
  return <AccountDialogs afterFirstOpening={<VisitorAccountOnDemand />} />;
}
