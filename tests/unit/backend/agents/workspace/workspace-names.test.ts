import { describe, expect, it } from "vitest";
import { workspaceNames } from "@/lib/backend/agents/workspace/user-files";

/** The user's files keep recognisable names in the workspace, yet two never overwrite each other (issue 16). */
describe("workspace names of the user's files", () => {
  it("are safe and distinct, keeping extensions", () => {
    expect(workspaceNames(["sales data.csv", "sales_data.csv", "../../etc/passwd", "Sales_Data.CSV", "résumé.xlsx"])).toEqual([
      "sales_data.csv",
      "sales_data-2.csv",
      "passwd",
      "Sales_Data-3.CSV",
      "resume.xlsx",
    ]);
  });
});
