import { CoreErrors, reject } from './errors';
import type { Rejection } from './types';

/** A parser for one field of an action: returns the value or an error message. */
export interface Field<T> {
  /** Parses an untrusted value. */
  parse(value: unknown): { ok: true; value: T } | { ok: false; expected: string };
  /** Whether the field may be absent. */
  readonly optional?: boolean;
}

const good = <T>(value: T) => ({ ok: true as const, value: (value === 0 ? 0 : value) as T }); // -0 becomes 0

/** A short description of an untrusted value for a message: never deep, never long. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}
const bad = (expected: string) => ({ ok: false as const, expected });

/** Field builders for {@link actionParser}. */
export const field = {
  /** A whole number in `[min, max]`. */
  int(min: number, max: number): Field<number> {
    return {
      parse: (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
          ? good(v)
          : bad(`a whole number from ${min} to ${max}`),
    };
  },
  /** One of the given strings or numbers, e.g. `field.oneOf([1, 2, 3, 4, 5, 6] as const)`. */
  oneOf<const T extends string | number>(values: readonly T[]): Field<T> {
    const set = new Set<unknown>(values);
    return {
      parse: (v) => ((typeof v === 'string' || typeof v === 'number') && set.has(v) ? good(v as T) : bad(`one of ${values.join(', ')}`)),
    };
  },
  /** Exactly `value` (e.g. `field.optional(field.literal(true))` for a flag that is absent or `true`). */
  literal<const T extends string | number | boolean>(value: T): Field<T> {
    return { parse: (v) => (v === value ? good(value) : bad(JSON.stringify(value))) };
  },
  /** `true` or `false`. */
  bool(): Field<boolean> {
    return { parse: (v) => (typeof v === 'boolean' ? good(v) : bad('true or false')) };
  },
  /** An array of `item`, with a length in `[min, max]`. */
  array<T>(item: Field<T>, min = 0, max = 64): Field<T[]> {
    return {
      parse: (v) => {
        if (!Array.isArray(v) || v.length < min || v.length > max) {
          return bad(`an array of ${min} to ${max} items`);
        }
        const out: T[] = [];
        for (const x of v) {
          const r = item.parse(x);
          if (!r.ok) return bad(`an array whose items are ${r.expected}`);
          out.push(r.value);
        }
        return good(out);
      },
    };
  },
  /** The same field, allowed to be absent. */
  optional<T>(inner: Field<T>): Field<T | undefined> & { readonly optional: true } {
    return { parse: (v) => (v === undefined ? good(undefined) : inner.parse(v)), optional: true };
  },
};

/** Action shapes: for each action `type`, its fields. */
export type ActionSpecs = Record<string, Record<string, Field<unknown>>>;

/** The value type a {@link Field} parses to. */
export type FieldValue<F> = F extends Field<infer T> ? T : never;
/** The fields of one action shape, optional fields marked `?`. */
export type ActionFields<M extends Record<string, Field<unknown>>> = {
  [K in keyof M as M[K] extends { optional: true } ? never : K]: FieldValue<M[K]>;
} & {
  [K in keyof M as M[K] extends { optional: true } ? K : never]?: Exclude<FieldValue<M[K]>, undefined>;
};
/** Merges an intersection into one object type, for readable hovers. */
export type Flatten<T> = { [K in keyof T]: T[K] };

/** The action union described by an {@link ActionSpecs}: `{ type: 'take', sector: number } | …`. */
export type InferActions<M extends ActionSpecs> = {
  [T in keyof M & string]: Flatten<{ type: T } & ActionFields<M[T]>>;
}[keyof M & string];

/**
 * Builds a parser that turns untrusted input (any JSON) into a typed action, or a
 * `MALFORMED_ACTION` rejection saying what was expected. Unknown types and extra fields are
 * refused, so every accepted action is exactly one the game knows.
 */
export function actionParser<M extends ActionSpecs>(specs: M): (input: unknown) => InferActions<M> | Rejection<typeof CoreErrors.MALFORMED_ACTION> {
  const types = Object.keys(specs);
  // Each type's fields, listed once, by index: the parser runs on every action a bot or fuzzer plays.
  const shapes = new Map(types.map((t) => [t, { keys: Object.keys(specs[t]!), fields: Object.values(specs[t]!) }] as const));
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return reject(CoreErrors.MALFORMED_ACTION, `an action is an object with a "type" (one of ${types.join(', ')})`);
    }
    const obj = input as Record<string, unknown>;
    // Own fields only: a `type` inherited through a prototype is not a field of this action.
    const type = Object.hasOwn(obj, 'type') ? obj.type : undefined;
    const shape = typeof type === 'string' ? shapes.get(type) : undefined;
    if (shape === undefined) {
      return reject(CoreErrors.MALFORMED_ACTION, `unknown action type ${describeValue(type)}: expected one of ${types.join(', ')}`);
    }
    const spec = specs[type as string]!;
    for (const key in obj) {
      if (key !== 'type' && !Object.hasOwn(spec, key) && Object.hasOwn(obj, key)) {
        return reject(CoreErrors.MALFORMED_ACTION, `"${type}" has no field ${describeValue(key)} (fields: ${shape.keys.join(', ') || 'none'})`);
      }
    }
    const out: Record<string, unknown> = { type };
    const { keys, fields } = shape;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const r = fields[i]!.parse(Object.hasOwn(obj, key) ? obj[key] : undefined);
      if (!r.ok) {
        return reject(CoreErrors.MALFORMED_ACTION, `"${type}.${key}" must be ${r.expected}, got ${describeValue(obj[key])}`);
      }
      if (r.value !== undefined) out[key] = r.value;
    }
    return out as InferActions<M>;
  };
}
