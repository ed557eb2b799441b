// The staff console's one way to create, edit, publish and delete a listing (news, internships, placements, exams;
// docs/staff-console.md): admins only, inputs validated by each module's input type from input-limits.ts, every
// write audited in its transaction, a missing row answered not_found with the entity's label. A module names its
// rows and, where its rules differ (an exam's seats), replaces one step; the GraphQL mutations come from here too.
import type { Prisma, PrismaClient } from "@app/db";
import type { InputObjectRef, ObjectRef } from "@pothos/core";
import type { Viewer } from "../../context.ts";
import { builder } from "../../builder.ts";
import { auditedCreate, auditedDelete, auditedUpdate, type AuditedTarget } from "../audit/audited-write.ts";
import { viewerOf } from "./viewer.ts";

type Tx = Prisma.TransactionClient;
type Row = { id: string } & object;

/** How one listing's rows are read and written inside the audited transaction. */
export interface StaffRows<T extends Row, Create, Update> {
  target: AuditedTarget;
  find: (tx: Tx, id: string) => Promise<T | null>;
  create: (tx: Tx, data: Create) => Promise<T>;
  /** Also publishes and unpublishes, with `{ published }` as the data. */
  update: (tx: Tx, id: string, data: Update | { published: boolean }) => Promise<T>;
  /** May throw a coded error to refuse the deletion (the transaction rolls back). */
  remove: (tx: Tx, id: string) => Promise<unknown>;
}

/** A Prisma model's delegate, as far as the plain staff writes use it. */
interface ModelRows<T, Create, Update> {
  findUnique(args: { where: { id: string } }): PromiseLike<T | null>;
  create(args: { data: Create }): PromiseLike<T>;
  update(args: { where: { id: string }; data: Update | { published: boolean } }): PromiseLike<T>;
  delete(args: { where: { id: string } }): PromiseLike<unknown>;
}

/** The rows of a listing whose writes have no rules of their own: the model's find, create, update and delete by id. */
export function modelRows<T extends Row, Create, Update>(
  target: AuditedTarget,
  model: (tx: Tx) => ModelRows<T, Create, Update>,
): StaffRows<T, Create, Update> {
  return {
    target,
    find: (tx, id) => Promise.resolve(model(tx).findUnique({ where: { id } })),
    create: (tx, data) => Promise.resolve(model(tx).create({ data })),
    update: (tx, id, data) => Promise.resolve(model(tx).update({ where: { id }, data })),
    remove: (tx, id) => Promise.resolve(model(tx).delete({ where: { id } })),
  };
}

export interface StaffWrites<T extends Row, Create, Update> {
  create: (prisma: PrismaClient, actor: Viewer, data: Create) => Promise<T>;
  update: (prisma: PrismaClient, actor: Viewer, id: string, data: Update) => Promise<T>;
  setPublished: (prisma: PrismaClient, actor: Viewer, id: string, published: boolean) => Promise<T>;
  remove: (prisma: PrismaClient, actor: Viewer, id: string) => Promise<string>;
}

export function staffWrites<T extends Row, Create, Update>(
  rows: StaffRows<T, Create, Update>,
): StaffWrites<T, Create, Update> {
  const change = (id: string, action: string, data: Update | { published: boolean }) => ({
    action,
    id,
    read: (tx: Tx) => rows.find(tx, id),
    write: (tx: Tx) => rows.update(tx, id, data),
  });
  return {
    create: (prisma, actor, data) => auditedCreate(prisma, actor, rows.target, (tx) => rows.create(tx, data)),
    update: (prisma, actor, id, data) => auditedUpdate(prisma, actor, rows.target, change(id, "update", data)),
    setPublished: (prisma, actor, id, published) =>
      auditedUpdate(prisma, actor, rows.target, change(id, published ? "publish" : "unpublish", { published })),
    remove: (prisma, actor, id) =>
      auditedDelete(prisma, actor, rows.target, {
        id,
        read: (tx) => rows.find(tx, id),
        remove: (tx) => rows.remove(tx, id),
      }),
  };
}

type Types = typeof builder.$inferSchemaTypes;

export interface StaffMutations<T extends Row, Input, Create, Update> {
  /** The GraphQL name of the entity: createX, updateX, setXPublished and deleteX. */
  name: string;
  ref: ObjectRef<Types, T>;
  input: InputObjectRef<Types, Input>;
  toData: (input: Input) => Create & Update;
  writes: StaffWrites<T, Create, Update>;
  descriptions?: { update?: string; delete?: string };
}

/** Registers the four admin mutations of a listing over its audited writes. */
export function registerStaffMutations<T extends Row, Input, Create, Update>(
  spec: StaffMutations<T, Input, Create, Update>,
) {
  const { name, toData, writes, descriptions = {} } = spec;
  // Pothos cannot resolve its argument and result types over a generic entity, so the refs are widened here; the
  // spec's signature still ties the input, the data and the writes together for each caller.
  const ref = spec.ref as unknown as ObjectRef<Types, Row>;
  const input = spec.input as unknown as InputObjectRef<Types, Record<string, unknown>>;
  const data = (args: { input: unknown }) => toData(args.input as Input);
  const admin = { admin: true };
  builder.mutationFields((t) => ({
    [`create${name}`]: t.field({
      type: ref,
      authScopes: admin,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, context): Promise<Row> => writes.create(context.prisma, viewerOf(context), data(args)),
    }),
    [`update${name}`]: t.field({
      type: ref,
      description: descriptions.update,
      authScopes: admin,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, context): Promise<Row> =>
        writes.update(context.prisma, viewerOf(context), String(args.id), data(args)),
    }),
    [`set${name}Published`]: t.field({
      type: ref,
      authScopes: admin,
      args: { id: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
      resolve: (_root, args, context): Promise<Row> =>
        writes.setPublished(context.prisma, viewerOf(context), String(args.id), args.published),
    }),
    [`delete${name}`]: t.id({
      description: descriptions.delete,
      authScopes: admin,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => writes.remove(context.prisma, viewerOf(context), String(args.id)),
    }),
  }));
}
