// GraphQL code generation: the printed schema -> typed documents for the web client.
// Each consumer keeps its own entry under `generates` with its own documents.
import type { CodegenConfig } from "@graphql-codegen/cli";
import type { Types } from "@graphql-codegen/plugin-helpers";
import { addTypenameToDocument } from "@apollo/client/utilities";

// Apollo's cache adds __typename to every selection set but an operation's root before it sends a document; the
// same transform here makes the text a trusted document's hash names the text Apollo would send.
const addTypenameAsApolloDoes: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((file) => ({ ...file, document: file.document && addTypenameToDocument(file.document) })),
};

const consoleDocuments = "client/src/features/admin/**/*.graphql";
// One fragments file per entity, read by all three targets, so learner, console and REST documents select an
// entity's common fields from one list (docs/architecture.md, "Shared fragments"). Only fragments live there: a
// console-only selection stays beside the console's documents.
const sharedFragments = "graphql/fragments/*.graphql";

const clientDocuments = {
  preset: "client",
  // Components read fields directly; masking would hide them behind useFragment everywhere.
  // Trusted documents (decision 020): each document's SHA-256 in its `__meta__.hash` and in
  // persisted-documents.json, which the gateway loads; the browser sends the hash instead of the text. The
  // documents carry __typename as Apollo's cache adds it.
  presetConfig: { fragmentMasking: false, gqlTagName: "gql", persistedDocuments: { hashAlgorithm: "sha256" } },
  documentTransforms: [addTypenameAsApolloDoes] as Types.DocumentTransformObject[],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: false },
    scalars: { DateTime: "string", JSON: "unknown", File: "File" },
  },
} as const;

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  generates: {
    "client/src/gql/": {
      ...clientDocuments,
      documents: ["client/src/**/*.graphql", `!${consoleDocuments}`, sharedFragments],
    },
    // The staff console's documents get a module of their own: generated documents are constants of one module, and
    // the learner's entry imports client/src/gql, so console documents there would ship in the learner's initial JS.
    "client/src/gql-admin/": { ...clientDocuments, documents: [consoleDocuments, sharedFragments] },
    // REST facade: result types only; the gateway parses and validates these documents once at start-up.
    "gateway/src/rest/generated/operations.ts": {
      documents: ["gateway/src/rest/operations/*.graphql", sharedFragments],
      plugins: ["typescript-operations"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        scalars: { ID: "string", DateTime: "string", JSON: "unknown", File: "File" },
      },
    },
  },
};

export default config;
