"use client";

/**
 * The home screen's address (spec §2): choosing an agent moves it to the agent's path and removing it returns
 * to /chat, in place (history.replaceState, which the App Router follows, so the page keeps its typed text);
 * each variant shown logs a page view; `product_id` shows the upgrade-success toast and leaves the address.
 */
import { useEffect } from "react";
import type { AgentId } from "@/lib/contract/agents";
import { AnalyticsEvent, trackEvent } from "@/lib/client/shell/analytics";
import { refreshCreditInfo } from "@/lib/client/account/credit-info";
import { showToast } from "@/lib/client/shell/toast-store";
import { yieldToBrowser } from "@/lib/client/shell/yield-to-browser";
import { homePathFor } from "@/lib/domain/home/home-route";

export const UPGRADE_SUCCESS_MESSAGE = "Upgrade successful! Your new plan is now active.";
const PRODUCT_ID_PARAM = "product_id";

export function useHomeAddress(agent: AgentId | null) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(PRODUCT_ID_PARAM)) return;
    url.searchParams.delete(PRODUCT_ID_PARAM);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    showToast("success", UPGRADE_SUCCESS_MESSAGE);
    void refreshCreditInfo();
  }, []);

  useEffect(() => {
    const path = homePathFor(agent);
    if (window.location.pathname !== path) {
      window.history.replaceState(window.history.state, "", `${path}${window.location.search}${window.location.hash}`);
    }
    // After the page's first effects, in a task of its own (a fetch is a few ms of main thread; call-api.ts).
    void yieldToBrowser().then(() => trackEvent(AnalyticsEvent.pageView, { path, variant: path.slice(1) }));
  }, [agent]);
}
