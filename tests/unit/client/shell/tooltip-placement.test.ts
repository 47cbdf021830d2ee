import { describe, expect, it } from "vitest";
import { placeTooltip } from "@/lib/client/shell/tooltip-placement";

const viewport = { width: 1000, height: 800 };
const tip = { width: 200, height: 40 };

describe("where a tooltip goes", () => {
  it("sits beside the trigger on the preferred side, centred on it, its arrow at the trigger's middle", () => {
    const trigger = { left: 100, top: 300, width: 200, height: 40 };
    expect(placeTooltip(trigger, tip, viewport, "right", 10)).toEqual({ side: "right", left: 310, top: 300, arrow: 20 });
    expect(placeTooltip(trigger, tip, viewport, "top", 8)).toEqual({ side: "top", left: 100, top: 252, arrow: 100 });
  });

  it("flips to the opposite side when the preferred one has no room", () => {
    const nearTop = { left: 400, top: 10, width: 80, height: 30 };
    expect(placeTooltip(nearTop, tip, viewport, "top", 8)).toMatchObject({ side: "bottom", top: 48 });
    const nearRight = { left: 900, top: 300, width: 80, height: 30 };
    expect(placeTooltip(nearRight, tip, viewport, "right", 10)).toMatchObject({ side: "left", left: 690 });
  });

  it("keeps the preferred side when neither side has room", () => {
    const tall = { left: 400, top: 20, width: 80, height: 760 };
    expect(placeTooltip(tall, tip, viewport, "top", 8).side).toBe("top");
  });

  it("slides along its side to stay inside the window, the arrow still pointing at the trigger", () => {
    const atLeftEdge = { left: 0, top: 400, width: 40, height: 30 };
    const placed = placeTooltip(atLeftEdge, tip, viewport, "top", 8);
    expect(placed.left).toBe(8);
    expect(placed.arrow).toBe(12);
    const atBottom = { left: 10, top: 780, width: 100, height: 16 };
    expect(placeTooltip(atBottom, tip, viewport, "right", 10)).toMatchObject({ top: 752, arrow: 30 });
  });

  it("never puts the arrow on a rounded corner", () => {
    const atCorner = { left: 0, top: 0, width: 4, height: 4 };
    expect(placeTooltip(atCorner, tip, viewport, "bottom", 8).arrow).toBe(10);
  });
});
