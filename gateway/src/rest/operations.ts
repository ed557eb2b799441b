// The REST facade's GraphQL documents: operations/*.graphql parsed once and each operation validated once
// against the schema at start-up, never per request (performance budget, docs/performance.md).
import fs from "node:fs";
import path from "node:path";
import {
  Kind,
  parse,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";

const operationsDir = path.join(import.meta.dirname, "operations");
// The entities' shared fragments, which the client's documents read too (codegen.ts, docs/architecture.md).
const sharedFragmentsDir = path.resolve(import.meta.dirname, "../../../graphql/fragments");

export type OperationDocuments = Map<string, DocumentNode>;

/** Every named operation as its own document holding just the fragments it uses, its own or shared ones. */
export function loadOperations(dir = operationsDir, fragmentsDir = sharedFragmentsDir): OperationDocuments {
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const add = (file: string, definition: DefinitionNode, fragmentsOnly: boolean) => {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (fragments.has(definition.name.value)) throw new Error(`${file}: duplicate fragment ${definition.name.value}`);
      fragments.set(definition.name.value, definition);
    } else if (fragmentsOnly) throw new Error(`${file}: a shared fragments file holds fragments only`);
    else if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operations.push(definition);
    else throw new Error(`${file}: every REST operation must be named`);
  };
  for (const file of graphqlFiles(fragmentsDir)) for (const definition of parseFile(file)) add(file, definition, true);
  for (const file of graphqlFiles(dir)) for (const definition of parseFile(file)) add(file, definition, false);
  const documents: OperationDocuments = new Map();
  for (const operation of operations) {
    const name = operation.name!.value;
    if (documents.has(name)) throw new Error(`Duplicate REST operation ${name}`);
    documents.set(name, { kind: Kind.DOCUMENT, definitions: [operation, ...usedFragments(operation, fragments)] });
  }
  return documents;
}

/** Validates the named documents against the schema; one error lists every problem. */
export function validateOperations(schema: GraphQLSchema, documents: OperationDocuments, names: Iterable<string>) {
  const problems: string[] = [];
  for (const name of names) {
    const document = documents.get(name);
    if (!document) problems.push(`${name}: no such operation in rest/operations/*.graphql`);
    else problems.push(...validate(schema, document).map((error) => `${name}: ${error.message}`));
  }
  if (problems.length > 0) throw new Error(`REST operations do not match the schema:\n  ${problems.join("\n  ")}`);
}

function graphqlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => path.join(dir, name));
}

function parseFile(file: string) {
  return parse(fs.readFileSync(file, "utf8")).definitions;
}

function usedFragments(root: OperationDefinitionNode, all: Map<string, FragmentDefinitionNode>) {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: (OperationDefinitionNode | FragmentDefinitionNode)[] = [root];
  while (pending.length > 0) {
    visit(pending.pop()!, {
      FragmentSpread(node) {
        const fragment = all.get(node.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [...used.values()];
}
