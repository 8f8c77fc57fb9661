// Lists the longest functions of src/ (lines from the function's first to last line, nested functions counted
// in their parent too), longest first: the figure the 0.3 design goal ("no session function over ~50 lines")
// is reported with. Usage: node scripts/longest-functions.mjs [count=15] [--max=N: exit 1 if a session-code
// function is longer than N lines].
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const srcDir = join(root, 'src');
const args = process.argv.slice(2);
const count = Number.parseInt(args.find((arg) => /^\d+$/.test(arg)) ?? '15', 10);
const max = Number.parseInt(args.find((arg) => arg.startsWith('--max='))?.slice(6) ?? '', 10);
/** The session code the design goal is about. */
const SESSION_FILES = /^src\/(session\/|start-flow\.ts|web-call\.ts)/;

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** A readable name: the declared name, or the variable / property / method it is assigned to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const functions = [];
for (const path of sourceFiles(srcDir)) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      functions.push({
        file: relative(root, path),
        line: start + 1,
        name: nameOf(node),
        lines: end - start + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

functions.sort((a, b) => b.lines - a.lines);
console.log(`longest functions of src/ (${functions.length} functions in all)`);
for (const fn of functions.slice(0, count)) {
  console.log(`${String(fn.lines).padStart(5)}  ${fn.name}  ${fn.file}:${fn.line}`);
}
if (Number.isFinite(max)) {
  const over = functions.filter((fn) => SESSION_FILES.test(fn.file) && fn.lines > max);
  for (const fn of over)
    console.error(`FAIL: ${fn.name} (${fn.file}:${fn.line}) has ${fn.lines} lines, over ${max}`);
  process.exitCode = over.length ? 1 : 0;
}
