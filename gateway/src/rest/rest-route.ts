// One entry of the REST table (spec section 7): how a documented path maps onto a GraphQL operation.
import type { z } from "zod";
import type { Viewer } from "@app/schema";
import type { AppServices } from "../services.ts";

export type RestAuth = "none" | "optional" | "bearer";
export type RestMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The uploaded file of a multipart route. */
  file?: File;
  viewer: Viewer | null;
  services: AppServices;
}

/** A non-JSON success body, such as a certificate PDF. */
export interface BinaryBody {
  binary: Uint8Array;
  contentType: string;
  filename: string;
  /** Defaults to inline (shown in the browser); exports are downloaded. */
  disposition?: "inline" | "attachment";
}

export interface RestRoute<P = unknown, Q = unknown, B = unknown, D = unknown> {
  method: RestMethod;
  /** Fastify syntax; exactly the documented path under /api. */
  path: string;
  auth: RestAuth;
  tag: string;
  summary: string;
  description?: string;
  /** Name of a `Rest*` operation in operations/*.graphql, executed in-process. */
  operation?: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Multipart route: the form field holding the file. */
  upload?: { field: string };
  /**
   * Answered by its own Fastify handler, not by an operation (a streamed upload never held whole: see
   * gateway/src/files/staff-uploads.routes.ts); the entry documents it like every other route.
   */
  ownHandler?: true;
  variables?: (input: RouteInput<P, Q, B>) => Record<string, unknown>;
  respond: (data: D, input: RouteInput<P, Q, B>) => unknown | Promise<unknown>;
  /** Success status (default 200) and the documented success body. */
  status?: number;
  response: z.ZodType | { contentType: string; description: string };
  /** Documented error statuses besides 400 and 500. */
  errors: number[];
  /** Spec section 7: exam registration reports failures in `message`, everything else in `error`. */
  errorKey?: "error" | "message";
}

/** Keeps each entry's params, query, body and data types tied together while the table holds them all. */
export function defineRoute<P = undefined, Q = undefined, B = undefined, D = undefined>(
  route: RestRoute<P, Q, B, D>,
): RestRoute {
  return route as unknown as RestRoute;
}
