import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { almostRightObject, hostileValue } from "./support/hostile-input";
import { fieldNames, requestSchemas } from "./support/request-schemas";

/** Issue 13, battery: a request schema answers every input with a result, never an exception a handler would turn into a 500. */
describe.each(requestSchemas)("%s never throws", (_name, schema) => {
  const parse = (input: unknown) => {
    const parsed = schema.safeParse(input);
    expect(typeof parsed.success).toBe("boolean");
  };

  it("on arbitrary JSON, arbitrary values and hostile ones", () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.anything(), hostileValue), parse), { numRuns: 100 });
  });

  it("on its own fields set to hostile values", () => {
    fc.assert(fc.property(almostRightObject(fieldNames(schema)), parse), { numRuns: 100 });
  });
});
