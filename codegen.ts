// GraphQL code generation: the printed schema -> typed documents for the web client.
// Each consumer keeps its own entry under `generates` with its own documents.
import type { CodegenConfig } from "@graphql-codegen/cli";

const consoleDocuments = "client/src/features/admin/**/*.graphql";

const clientDocuments = {
  preset: "client",
  // Components read fields directly; masking would hide them behind useFragment everywhere.
  presetConfig: { fragmentMasking: false, gqlTagName: "gql" },
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
    "client/src/gql/": { ...clientDocuments, documents: ["client/src/**/*.graphql", `!${consoleDocuments}`] },
    // The staff console's documents get a module of their own: generated documents are constants of one module, and
    // the learner's entry imports client/src/gql, so console documents there would ship in the learner's initial JS.
    "client/src/gql-admin/": { ...clientDocuments, documents: [consoleDocuments] },
    // REST facade: result types only; the gateway parses and validates these documents once at start-up.
    "gateway/src/rest/generated/operations.ts": {
      documents: ["gateway/src/rest/operations/*.graphql"],
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
