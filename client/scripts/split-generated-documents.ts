// The client preset writes every typed document as a constant of one module (src/gql/graphql.ts), and a bundler
// places whole modules, never single exports, into chunks: the app's boot imports a few documents from it, so every
// document another screen imports came with them into the initial JS (decision 025). At build time this plugin turns
// that module into re-exports of one module per document, so each document lands in the chunk of the screens that
// import it. Sources keep importing `gql/graphql.ts` by name, tests and type checks read the generated module as it
// is, and a document added to any feature folder is split with no wiring.
import type { Plugin } from "vite";

const GENERATED = /[\\/]src[\\/]gql(-admin)?[\\/]graphql\.ts$/;
// Virtual ids keep the generated module's path (the build's chunk groups place modules by path) and the export's
// name (the chunk a lone document lands in is named after it).
const VIRTUAL = "\0";

interface Range {
  start: number;
  end: number;
}

interface ParsedNode extends Range {
  type: string;
  [key: string]: unknown;
}

/** `export const X = { ... } as unknown as DocumentNode<...>`: the name and the object literal's range, or null. */
function documentExport(statement: ParsedNode): { name: string; statement: Range; value: Range } | null {
  if (statement.type !== "ExportNamedDeclaration") return null;
  const declaration = statement.declaration as ParsedNode | null;
  if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") return null;
  const declarators = declaration.declarations as ParsedNode[];
  if (declarators.length !== 1) return null;
  const id = declarators[0].id as ParsedNode;
  let value = declarators[0].init as ParsedNode | null;
  while (value?.type === "TSAsExpression") value = value.expression as ParsedNode;
  // Documents are literal data (codegen inlines each document's fragments); anything else stays where it is.
  if (id.type !== "Identifier" || value?.type !== "ObjectExpression") return null;
  return { name: id.name as string, statement, value };
}

export function splitGeneratedDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: "vidyapath:split-generated-documents",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (documents.has(id) ? id : null),
    load: (id) => documents.get(id) ?? null,
    transform: {
      filter: { id: GENERATED },
      handler(code, id) {
        const program = this.parse(code, { lang: "ts" }) as unknown as { body: ParsedNode[] };
        const moved = program.body.flatMap((statement) => documentExport(statement) ?? []);
        if (moved.length === 0)
          this.error(`${id}: no generated document found; has the client preset's output changed?`);
        let kept = "";
        let from = 0;
        for (const { name, statement, value } of moved) {
          const module = `${VIRTUAL}${id}/${name}.js`;
          documents.set(module, `export const ${name} = ${code.slice(value.start, value.end)};\n`);
          kept += `${code.slice(from, statement.start)}export { ${name} } from ${JSON.stringify(module)};`;
          from = statement.end;
        }
        // Generated code moved about: no source map beats a wrong one.
        return { code: kept + code.slice(from), map: { mappings: "" } };
      },
    },
  };
}
