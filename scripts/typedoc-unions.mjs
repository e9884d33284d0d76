// A TypeDoc plugin: a type alias tagged `@expandUnion` (each game's action union, derived from its
// action specs) is shown as the union of its members, each with its fields, rather than as the
// generic type it is derived from. The tag is declared in typedoc.base.json (`modifierTags`).
import { Converter, ReflectionKind, UnionType } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.TypeAlias || !reflection.comment?.hasModifier('@expandUnion')) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (!symbol) return;
    const type = context.checker.getDeclaredTypeOfSymbol(symbol);
    if (!type.isUnion()) return;
    const scoped = context.withScope(reflection);
    reflection.comment.removeModifier('@expandUnion');
    // Each member without its alias (core's `Flatten`), so that it is shown as its fields.
    const plain = (member) => Object.create(member, { aliasSymbol: { value: undefined }, aliasTypeArguments: { value: undefined } });
    reflection.__expanded = new UnionType(type.types.map((member) => context.converter.convertType(scoped, plain(member))));
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.TypeAlias)) {
      if (reflection.__expanded) {
        reflection.type = reflection.__expanded;
        delete reflection.__expanded;
      }
    }
  });
}
