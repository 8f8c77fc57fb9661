import ts from 'typescript';
import type { Plugin } from 'vite';
import { TEXT_PARTS, type TextPart, textPartOf } from '../src/i18n/text-parts.ts';

/** `src/i18n/<locale>.ts?texts=<part>`: one part of a dictionary module (see src/i18n/text-parts.ts). */
const PART_ID = /\/src\/i18n\/([a-z]{2})\.ts\?texts=([a-z]+)$/;

/**
 * Keeps only the entries of `part` in the dictionary object a module exports (`export const en = { … }`, or
 * `f({ … })`),
 * removing the others from the source text; imports the remaining entries no longer use are dropped by the
 * bundler like any unused code. Throws when the module has no such object, so a reshaped dictionary fails the
 * build instead of shipping whole.
 */
export function keepTextPart(source: string, part: TextPart, fileName = 'dictionary.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let literal: ts.ObjectLiteralExpression | undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let initializer = declaration.initializer;
      while (initializer) {
        if (ts.isSatisfiesExpression(initializer) || ts.isAsExpression(initializer))
          initializer = initializer.expression;
        // A dictionary passed through a function (cs.ts's typography): the object is its first argument.
        else if (ts.isCallExpression(initializer)) initializer = initializer.arguments[0];
        else break;
      }
      if (initializer && ts.isObjectLiteralExpression(initializer)) literal = initializer;
    }
  }
  if (!literal) throw new Error(`${fileName}: no exported dictionary object to split into text parts`);
  const removed: Array<[number, number]> = [];
  const properties = literal.properties;
  properties.forEach((property, index) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name)) {
      throw new Error(`${fileName}: every dictionary entry must be a 'key': value pair`);
    }
    if (textPartOf(property.name.text) === part) return;
    // From the entry's start to the next one's start (or the closing brace): takes its comma and comments along.
    const next = properties[index + 1];
    removed.push([property.getFullStart(), next ? next.getFullStart() : literal.getEnd() - 1]);
  });
  let result = source;
  for (const [start, end] of removed.reverse()) result = result.slice(0, start) + result.slice(end);
  // The part is a subset of the full shape, so a `satisfies` or type annotation on it still holds.
  return result;
}

/** Serves `src/i18n/<locale>.ts?texts=<part>` modules: the dictionary with only that part's entries. */
export function textPartsPlugin(): Plugin {
  return {
    name: 'site:text-parts',
    enforce: 'pre',
    transform(code, id) {
      const match = PART_ID.exec(id);
      if (!match) return null;
      const part = match[2] as TextPart;
      if (!(TEXT_PARTS as readonly string[]).includes(part)) throw new Error(`Unknown text part in ${id}`);
      return { code: keepTextPart(code, part, id), map: null };
    },
  };
}
