import fc from "fast-check";

/**
 * Random and boundary input for the contract (issue 13, battery: input fuzzing): strings at and past every
 * InputLimit, long runs of one character (the shape that made the email pattern backtrack), unicode including
 * lone surrogates, right-to-left overrides and NUL, number-like text, wrong types, huge lists and deep nesting.
 */
const runCharacters = [".", "a.", "@", " ", "\u0000", "%", "/", "-", "é", "\u202e", "\ud800", "9", "[", "\n", "a"];
const runLengths = [1, 6, 64, 129, 201, 255, 2049, 20_001, 70_000];

export const longRun = fc
  .tuple(fc.constantFrom(...runCharacters), fc.constantFrom(...runLengths))
  .map(([unit, length]) => unit.repeat(length).slice(0, length));

export const oddUnicode = fc.oneof(
  fc.string({ unit: "binary", maxLength: 64 }),
  fc.string({ unit: "grapheme", maxLength: 64 }),
  fc.constantFrom("\u202eexe.txt", "\u0000", "\ud83d", "\udc00x", "e\u0301", "\ufeff", "𝔘𝔫𝔦", "ا\u200fب"),
);

export const numberText = fc.constantFrom("NaN", "1e309", "-1e309", "Infinity", "-0", "0x10", "9".repeat(400), "1.5", "-1", "");

export const hostileString = fc.oneof(longRun, oddUnicode, numberText, fc.string({ maxLength: 40 }));

const tenThousandItems = Array.from({ length: 10_000 }, (_, i) => i);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(tenThousandItems),
  fc.array(hostileString, { maxLength: 5 }),
  fc.object({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** An object with some of the schema's own field names (and a stranger) set to hostile values. */
export function almostRightObject(fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...fields, "__proto__", "constructor", "unexpected"), hostileValue, { maxKeys: fields.length + 2 });
}

/** JSON text no serializer writes: nesting deeper than any parser recursion, numbers out of range, broken syntax. */
export const rawJsonBodies = fc.constantFrom(
  `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
  `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
  '{"query": 1e309, "email": -1e309, "files": [1e309]}',
  '{"query": NaN}',
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
  "",
  "null",
  "[]",
  '"just a string"',
  "{",
  "\u0000",
  "\ufeff{}",
);
