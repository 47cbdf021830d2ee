"use client";

/** Lends the App Router to code outside React (lib/client/app-navigation.ts). Renders nothing. */
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { registerNavigator } from "@/lib/client/shell/app-navigation";

export function RouterBridge() {
  const router = useRouter();
  useEffect(() => registerNavigator((url) => router.push(url)), [router]);
  return null;
}
