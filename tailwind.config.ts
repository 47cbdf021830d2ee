import type { Config } from "tailwindcss";

// Theme tokens shared by every screen; loaded from app/globals.css through `@config`.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#4f46e5", soft: "#eef2ff", ink: "#1e1b4b" },
        surface: { DEFAULT: "#ffffff", muted: "#f7f7f8", line: "#e5e7eb" },
      },
      width: { sidebar: "256px", "sidebar-collapsed": "80px" },
      fontFamily: { sans: ["Inter", "ui-sans-serif", "system-ui", "sans-serif"] },
    },
  },
};

export default config;
