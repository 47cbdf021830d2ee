import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requestSchemas, unboundedPaths } from "./support/request-schemas";

describe("every request schema bounds its strings and lists (issue 13, defect 1)", () => {
  it.each(requestSchemas)("%s", (_name, schema) => {
    expect(unboundedPaths(schema)).toEqual([]);
  });

  it("the check itself finds an unbounded string, list or catch-all", () => {
    const schema = z.object({
      name: z.string().max(10),
      note: z.string().nullish(),
      tags: z.array(z.string().max(5)),
      extra: z.looseObject({}),
    });
    expect(unboundedPaths(schema)).toEqual([".note: string without max", ".tags: array without max", ".extra: accepts any extra key"]);
  });
});
