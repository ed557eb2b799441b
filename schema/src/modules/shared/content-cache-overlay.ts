// The viewer overlay (decision 026): an answer whose only viewer fields have batch loaders is kept as executed for
// an anonymous viewer, and each signed-in reader gets it with those fields resolved for them alone. To know whose
// values to load, the kept answer must carry each such field's parent key: the document is executed with the key
// selected beside every such field under an alias of its own, which the gateway strips before anything is sent.
import crypto from "node:crypto";
import {
  getNamedType,
  getNullableType,
  isLeafType,
  isNonNullType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLLeafType,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";
import { contentCacheMark, viewerBatchOf, type ViewerBatch } from "./content-cache-marks.ts";

/**
 * Aliases this plan adds. A random part per process keeps them apart from any name a document or a JSON value in
 * an answer could carry; a document that uses one anyway is not overlaid.
 */
const KEY_ALIAS = `_viewerKey${crypto.randomBytes(6).toString("hex")}_`;

export interface OverlayField {
  /** The alias under which the parent's key sits next to the field in the executed answer. */
  alias: string;
  /** The field's name in the answer (its alias in the document, if any). */
  responseName: string;
  batch: ViewerBatch;
  /** The field's own type, which serialises the loaded values as execution would. */
  type: GraphQLLeafType;
  /** Whether the field's type is non-null: a missing value cannot be patched in. */
  nonNull: boolean;
}

export interface OverlayPlan {
  /** The document to execute for the anonymous answer: the client's, with the key aliases added. */
  document: DocumentNode;
  /** Per alias, the viewer field it keys. */
  fields: Map<string, OverlayField>;
}

/**
 * The plan of a document whose content scope is "overlay" (content-cache-policy.ts), or undefined when it cannot
 * be overlaid (a key alias would clash with the document's own names): it is then shared by anonymous viewers only.
 */
export function overlayPlan(schema: GraphQLSchema, document: DocumentNode): OverlayPlan | undefined {
  let clash = false;
  visit(document, { Field: (node) => void (responseName(node).startsWith(KEY_ALIAS) && (clash = true)) });
  if (clash) return undefined;
  const fields = new Map<string, OverlayField>();
  const typeInfo = new TypeInfo(schema);
  let broken = false;
  const planned = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      SelectionSet(node: SelectionSetNode) {
        const parent = typeInfo.getParentType();
        if (!isObjectType(parent)) return undefined;
        const added: FieldNode[] = [];
        for (const selection of node.selections) {
          if (selection.kind !== Kind.FIELD) continue;
          const field = parent.getFields()[selection.name.value];
          const batch = field && contentCacheMark(field) === "viewer" ? viewerBatchOf(field) : undefined;
          if (!field || !batch) continue;
          const type = getNullableType(field.type);
          const key = parent.getFields()[batch.key];
          if (!isLeafType(type) || !key || !isLeafType(getNamedType(key.type))) {
            broken = true;
            continue;
          }
          const alias = `${KEY_ALIAS}${fields.size}`;
          fields.set(alias, {
            alias,
            responseName: responseName(selection),
            batch,
            type,
            nonNull: isNonNullType(field.type),
          });
          // The field's own @include/@skip go with its key: a key is present exactly where its field is.
          added.push({
            kind: Kind.FIELD,
            alias: { kind: Kind.NAME, value: alias },
            name: { kind: Kind.NAME, value: batch.key },
            directives: selection.directives,
          });
        }
        return added.length ? { ...node, selections: [...node.selections, ...added] } : undefined;
      },
    }),
  );
  return broken || fields.size === 0 ? undefined : { document: planned, fields };
}

function responseName(node: FieldNode): string {
  return node.alias?.value ?? node.name.value;
}
