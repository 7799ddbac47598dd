import ts from 'typescript';

/**
 * Reads the api's TypeScript source and lists every error `code` it can send, so a test can fail
 * when the api starts sending a code that has no translation. Test tooling only: it needs the
 * TypeScript compiler, so nothing in the apps imports it.
 *
 * A code is found where the api writes it:
 * - the second argument of the helpers in `api/src/http/httpError.ts` (`badRequest(message, code)`,
 *   `forbidden`, …) and of `new HttpError(status, code, …)`;
 * - the same position in a local wrapper of those (`redeemError(status, code, message)`), also when
 *   the wrapper builds the code from a template (`invalid_${field}` → one code per literal field);
 * - a `code = '…'` parameter default (the helpers' own defaults);
 * - an object literal with a literal `code` beside a `message` (`reply.send({ code, message })`,
 *   the test-card outcomes).
 * A code position holding anything else (`parsed.code`, `access.code`) is reported as a dynamic
 * source, so the test can insist that each one is known and its codes are covered some other way.
 */
export interface ApiErrorCodeScan {
  codes: Set<string>;
  /** `file: expression` for every code position that is not a literal */
  dynamic: Set<string>;
}

const HELPERS = ['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict'];

/** How a call builds its code: which argument, and the text around it. */
interface CodeArgument {
  index: number;
  prefix: string;
  suffix: string;
}

export function scanApiErrorCodes(files: ReadonlyArray<{ path: string; text: string }>): ApiErrorCodeScan {
  const scan: ApiErrorCodeScan = { codes: new Set(), dynamic: new Set() };
  for (const file of files) {
    scanFile(file.path, ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true), scan);
  }
  return scan;
}

function scanFile(path: string, source: ts.SourceFile, scan: ApiErrorCodeScan): void {
  const builders = new Map<string, CodeArgument>(HELPERS.map((name) => [name, { index: 1, prefix: '', suffix: '' }]));
  builders.set('HttpError', { index: 1, prefix: '', suffix: '' });
  findWrappers(source, builders);

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      const builder = name ? builders.get(name) : undefined;
      const argument = builder ? node.arguments?.[builder.index] : undefined;
      if (builder && argument && !isParameterOfEnclosingFunction(argument)) record(argument, builder, path, scan);
    }
    const initializer = ts.isParameter(node) && node.name.getText() === 'code' ? node.initializer : undefined;
    if (initializer && ts.isStringLiteralLike(initializer)) scan.codes.add(initializer.text);
    if (ts.isObjectLiteralExpression(node)) {
      const code = property(node, 'code');
      // `{ code: z.string(), message: … }` is a schema describing errors, not an error
      if (code && property(node, 'message') && !ts.isCallExpression(code)) {
        record(code, { index: 0, prefix: '', suffix: '' }, path, scan);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Functions of this file that pass one of their parameters (maybe inside a template) as a code. */
function findWrappers(source: ts.SourceFile, builders: Map<string, CodeArgument>): void {
  let changed = true;
  while (changed) {
    changed = false;
    const visit = (node: ts.Node): void => {
      const fn = namedFunction(node);
      if (fn && !builders.has(fn.name)) {
        const found = codeParameterOf(fn.body, fn.parameters, builders);
        if (found) {
          builders.set(fn.name, found);
          changed = true;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

function namedFunction(node: ts.Node): { name: string; parameters: string[]; body: ts.Node } | null {
  if (ts.isFunctionDeclaration(node) && node.name && node.body) {
    return { name: node.name.text, parameters: node.parameters.map((p) => p.name.getText()), body: node.body };
  }
  const fn = ts.isVariableDeclaration(node) ? node.initializer : undefined;
  const named = ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) ? node.name.text : undefined;
  if (named && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
    return { name: named, parameters: fn.parameters.map((p) => p.name.getText()), body: fn.body };
  }
  return null;
}

function codeParameterOf(body: ts.Node, parameters: string[], builders: Map<string, CodeArgument>): CodeArgument | null {
  let found: CodeArgument | null = null;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      const builder = name ? builders.get(name) : undefined;
      const argument = builder ? node.arguments?.[builder.index] : undefined;
      if (builder && argument) {
        if (ts.isIdentifier(argument) && parameters.includes(argument.text)) {
          found = { index: parameters.indexOf(argument.text), prefix: builder.prefix, suffix: builder.suffix };
        } else if (ts.isTemplateExpression(argument) && argument.templateSpans.length === 1) {
          const span = argument.templateSpans[0]!;
          if (ts.isIdentifier(span.expression) && parameters.includes(span.expression.text)) {
            found = {
              index: parameters.indexOf(span.expression.text),
              prefix: builder.prefix + argument.head.text,
              suffix: span.literal.text + builder.suffix,
            };
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

function record(argument: ts.Expression, builder: CodeArgument, path: string, scan: ApiErrorCodeScan): void {
  const literals = literalCodes(argument);
  if (literals.length > 0) literals.forEach((code) => scan.codes.add(builder.prefix + code + builder.suffix));
  if (literals.length === 0 || ts.isBinaryExpression(unwrap(argument))) {
    const dynamic = ts.isBinaryExpression(unwrap(argument)) ? (unwrap(argument) as ts.BinaryExpression).left : argument;
    scan.dynamic.add(`${path}: ${dynamic.getText().replace(/\s+/g, ' ')}`);
  }
}

/** 'x' → ['x']; a ?? 'x' → ['x']; c ? 'x' : 'y' → ['x', 'y']; anything else → []. */
function literalCodes(expression: ts.Expression): string[] {
  const e = unwrap(expression);
  if (ts.isStringLiteralLike(e)) return [e.text];
  const fallback = ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken;
  if (fallback) return literalCodes(e.right);
  if (ts.isConditionalExpression(e)) {
    const both = [literalCodes(e.whenTrue), literalCodes(e.whenFalse)];
    return both.every((c) => c.length > 0) ? both.flat() : [];
  }
  return [];
}

function unwrap(expression: ts.Expression): ts.Expression {
  let e = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  return e;
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
  }
  return undefined;
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** `code` inside `(status, code) => new HttpError(status, code)` is the wrapper's own parameter. */
function isParameterOfEnclosingFunction(argument: ts.Expression): boolean {
  const names: string[] = [];
  if (ts.isIdentifier(argument)) names.push(argument.text);
  if (ts.isTemplateExpression(argument)) {
    for (const span of argument.templateSpans) if (ts.isIdentifier(span.expression)) names.push(span.expression.text);
  }
  if (names.length === 0) return false;
  for (let node: ts.Node | undefined = argument.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) return node.parameters.some((p) => names.includes(p.name.getText()));
  }
  return false;
}
