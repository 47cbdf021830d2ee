import type { z } from "zod";
import { type CallDef, callIds, contractCalls } from "@/lib/contract";

/** Every request schema of the call table (params, query, body), named "call id part". */
export const requestSchemas: [string, z.ZodType][] = callIds.flatMap((id) => {
  const call: CallDef = contractCalls[id];
  return (["params", "query", "body"] as const).flatMap((part) => {
    const schema = call[part];
    return schema ? [[`${id} ${part}`, schema] as [string, z.ZodType]] : [];
  });
});

type SchemaDef = {
  type: string;
  checks?: { _zod: { def: { check?: string; maximum?: unknown } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
};

function definition(schema: z.ZodType): SchemaDef {
  return schema._zod.def as unknown as SchemaDef;
}

function hasMaximum(def: SchemaDef): boolean {
  return (def.checks ?? []).some((check) => check._zod.def.check === "max_length");
}

/** Types that hold a bounded amount of data whatever the input. */
const boundedLeaves = new Set(["number", "boolean", "enum", "literal", "null", "undefined", "bigint", "date", "nan", "void", "never"]);

/**
 * Paths inside a schema where a string or a list has no maximum length, or where anything at all is accepted
 * (unknown, any, a loose object's extra keys). Records are checked through their keys and values; how many
 * entries they hold is capped by the JSON body limit, which these schemas cannot see.
 */
export function unboundedPaths(schema: z.ZodType, path = "", seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = definition(schema);
  const at = path || "(root)";
  const walk = (child: z.ZodType | null | undefined, suffix = "") => (child ? unboundedPaths(child, path + suffix, seen) : []);
  switch (def.type) {
    case "string":
      return hasMaximum(def) ? [] : [`${at}: string without max`];
    case "array":
      return [...(hasMaximum(def) ? [] : [`${at}: array without max`]), ...walk(def.element, "[]")];
    case "object":
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `.${key}`)),
        ...(def.catchall && definition(def.catchall).type !== "never" ? [`${at}: accepts any extra key`] : []),
      ];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return walk(def.innerType);
    case "pipe":
      return [...walk(def.in), ...walk(def.out)];
    case "union":
      return (def.options ?? []).flatMap((option) => walk(option));
    case "intersection":
      return [...walk(def.left), ...walk(def.right)];
    case "tuple":
      return [...(def.items ?? []).flatMap((item, i) => walk(item, `[${i}]`)), ...walk(def.rest, "[]")];
    case "record":
      return [...walk(def.keyType, "{key}"), ...walk(def.valueType, "{value}")];
    case "lazy":
      return def.getter ? walk(def.getter()) : [];
    default:
      return boundedLeaves.has(def.type) ? [] : [`${at}: ${def.type} accepts anything`];
  }
}

/** The field names a request schema knows (through optional, union and pipe wrappers), for inputs that look almost right. */
export function fieldNames(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = definition(schema);
  const inner = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])].filter((child) => child !== undefined);
  const own = def.type === "object" ? Object.keys(def.shape ?? {}) : [];
  return [...new Set([...own, ...inner.flatMap((child) => fieldNames(child, seen))])];
}
