/**
 * The two wrappers every route handler goes through, so that a handler reads like a
 * sentence — parse → call lib/server → respond:
 *
 *   export const GET = route({ searchParams: slotsQuery }, async ({ searchParams }) => ok(...));
 *   export const DELETE = adminRoute({ roles: CLINICAL, params: reportKeyParams }, async ({ params, audit }) => {
 *     const report = await deleteReport(params.key);
 *     await audit({ action: "report.delete", target: report.timestamp });
 *     return ok({ message: REPORT_MESSAGES.deleted });
 *   });
 *
 * Both parse the dynamic segments (`params`) and the query string (`searchParams`, the
 * first value of each name) with the zod schemas given — a mismatch is a 400 with the
 * fields' messages — count the request against a per-client `limiter` when given (429),
 * and map anything thrown through lib/server/http's toResponse.
 * `route` is for the public calls; `adminRoute`, for every other, first refuses cross-site
 * writes (403), requires a live session (401 — the stale cookie is cleared) of a role the
 * route names (403; lib/shared/roles.ts) with two-factor set up where required, hands the
 * handler the admin and an `audit(entry)` that already knows actor and address, and marks
 * the answer `Cache-Control: no-store`. tests/integration/route-guard.test.ts checks that
 * every route but the public ones answers 401 without a session.
 */
import "server-only";
import type { z } from "zod";
import { checkOrigin } from "./auth/origin";
import {
  clearedSessionCookie,
  DeskOnlyError,
  requireAdmin,
  sessionCookieName,
  type AdminSession,
} from "./auth/sessions";
import { checkAccess } from "./auth/roles";
import { audit, type AuditEntry } from "./audit";
import { clientIp, fail, parse, toResponse } from "./http";
import type { RateLimiter } from "./rate-limit";
import { readCookie } from "../shared/session-cookie";
import type { Role } from "../shared/roles";

type Schema = z.core.$ZodType | undefined;
type Parsed<S extends Schema> = S extends z.core.$ZodType ? z.output<S> : undefined;

export type RouteOptions<P extends Schema, Q extends Schema> = {
  /** the dynamic segments (`[key]`), as an object schema */
  params?: P;
  /** the query string, as an object schema (unknown names are dropped by z.object) */
  searchParams?: Q;
  /** the 400's summary when either does not match; by default the first field's message */
  message?: string;
  /** a per-client limit counted before anything else (429 past it) */
  limiter?: RateLimiter;
  /** answer `Cache-Control: no-store` (admin answers always are) */
  noStore?: boolean;
  /**
   * admin: the call is one of the desk's on the Tonight screen, which desk mode keeps signed
   * in past the idle limit (lib/server/auth/sessions.ts) — on desk scope, see DeskCall.
   */
  desk?: DeskCall;
};

/**
 * A desk call (docs/security.md "Desk mode"). Past the idle limit desk mode answers it on
 * desk scope: only tonight (`when` tells the desk's requests — any other is 401, the cookie
 * kept) and only what the Tonight screen shows: a successful answer goes through `answer`,
 * a zod object schema listing the fields kept (z.object drops every other, at every level
 * it describes), so a field a handler adds later stays out of desk scope until listed here.
 * "whole" is for an answer about tonight's patients only that the screen shows as it is.
 * Within the idle limit the call is an ordinary one: answered whole, any date.
 */
export type DeskCall = {
  /** which of this route's requests are the desk's (by default all) */
  when?: (req: Request) => boolean;
  answer: z.ZodType | "whole";
};

export type RouteContext<P extends Schema = undefined, Q extends Schema = undefined> = {
  req: Request;
  params: Parsed<P>;
  searchParams: Parsed<Q>;
};

/** An audit entry as a handler writes it: the wrapper adds the admin as actor and the client's address. */
export type HandlerAuditEntry = Omit<AuditEntry, "actor" | "ip">;

export type AdminRouteContext<P extends Schema = undefined, Q extends Schema = undefined> = RouteContext<P, Q> & {
  admin: AdminSession;
  audit: (entry: HandlerAuditEntry) => Promise<void>;
};

/** What Next hands a route handler besides the request. */
type Segment = { params: Promise<Record<string, string | string[] | undefined>> } | undefined;
type NextHandler = (req: Request, segment: Segment) => Promise<Response>;

/** The query string as an object: the first value of each name. */
function queryObject(query: URLSearchParams): Record<string, string> {
  const first = new Map<string, string>();
  for (const [name, value] of query) if (!first.has(name)) first.set(name, value);
  return Object.fromEntries(first);
}

async function parseRequest<P extends Schema, Q extends Schema>(
  req: Request,
  segment: Segment,
  { params, searchParams, message }: RouteOptions<P, Q>,
): Promise<RouteContext<P, Q>> {
  return {
    req,
    params: (params ? parse(params, (await segment?.params) ?? {}, message) : undefined) as Parsed<P>,
    searchParams: (searchParams
      ? parse(searchParams, queryObject(new URL(req.url).searchParams), message)
      : undefined) as Parsed<Q>,
  };
}

type Handler<C> = (ctx: C) => Promise<Response>;

/** Wraps a public handler: params and query parsed, errors mapped. */
export function route(handler: Handler<RouteContext>): NextHandler;
export function route<P extends Schema = undefined, Q extends Schema = undefined>(
  options: RouteOptions<P, Q>,
  handler: Handler<RouteContext<P, Q>>,
): NextHandler;
export function route<P extends Schema, Q extends Schema>(
  ...args: [Handler<RouteContext<P, Q>>] | [RouteOptions<P, Q>, Handler<RouteContext<P, Q>>]
): NextHandler {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  return async (req, segment) => {
    let res: Response;
    try {
      options.limiter?.hit(clientIp(req));
      res = await handler(await parseRequest(req, segment, options));
    } catch (error) {
      res = toResponse(error);
    }
    return options.noStore ? withNoStore(res) : res;
  };
}

function withNoStore(res: Response): Response {
  try {
    res.headers.set("Cache-Control", "no-store");
    return res;
  } catch {
    // immutable headers (e.g. a Response.redirect): copy them
    const headers = new Headers(res.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}

/** A desk call's successful answer on desk scope, cut to the fields its schema lists (refusals pass as they are). */
async function deskAnswer(res: Response, answer: DeskCall["answer"]): Promise<Response> {
  if (answer === "whole" || !res.ok) return res;
  const parsed = answer.safeParse(await res.json());
  // the handler's answer and its desk schema disagree: a bug, answered 500 (logged) rather than whole
  if (!parsed.success) throw new Error("desk answer does not match its schema");
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return Response.json(parsed.data, { status: res.status, headers });
}

// ——— Every /api answer is JSON: the methods a route does not answer, and the paths none does ———

/** The methods Next hands to a route file (HEAD and OPTIONS it answers itself from these). */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

export const API_MESSAGES = {
  methodNotAllowed: "This address does not answer that method.",
  notFound: "There is nothing at this address.",
};

/** The 405 and 404 handlers below, told apart from real ones (the route sweeps skip them). */
const refusals = new WeakSet<NextHandler>();
export const isRefusal = (handler: unknown) => refusals.has(handler as NextHandler);

function refusal(status: 404 | 405, message: string, headers: Record<string, string> = {}): NextHandler {
  const handler: NextHandler = async () => fail(status, message, {}, headers);
  refusals.add(handler);
  return handler;
}

/**
 * The methods a route file does not answer, each a JSON 405 with `Allow` (Next's own 405 has
 * an empty body). Every route file ends with one line naming its own methods and the rest:
 *
 *   export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
 *
 * tests/integration/api-answers.test.ts checks each file names every other method.
 */
export function otherMethods<const A extends RouteMethod[]>(
  ...allowed: A
): Record<Exclude<RouteMethod, A[number]>, NextHandler> {
  const allow = new Set<string>([...allowed, "OPTIONS"]);
  if (allow.has("GET")) allow.add("HEAD");
  const handler = refusal(405, API_MESSAGES.methodNotAllowed, { Allow: [...allow].sort().join(", ") });
  const missing = ROUTE_METHODS.filter((m) => !(allowed as readonly string[]).includes(m));
  return Object.fromEntries(missing.map((m) => [m, handler])) as Record<Exclude<RouteMethod, A[number]>, NextHandler>;
}

/** Every method of an address no route answers: a JSON 404 (app/api/[[...path]]/route.ts). */
export function notFoundMethods(): Record<RouteMethod | "OPTIONS", NextHandler> {
  const handler = refusal(404, API_MESSAGES.notFound);
  return Object.fromEntries([...ROUTE_METHODS, "OPTIONS"].map((m) => [m, handler])) as Record<
    RouteMethod | "OPTIONS",
    NextHandler
  >;
}

/** An admin route's options: who may call it (FEATURES.md §9) besides the common ones. */
export type AdminRouteOptions<P extends Schema, Q extends Schema> = RouteOptions<P, Q> & {
  /** the roles that may call it; any other signed-in account gets 403 */
  roles: readonly Role[];
  /** answered while the account must still set up two-factor (the session check, setting it up, signing out) */
  twoFactorSetup?: boolean;
  /** answered while the account's password is the owner's and must be changed (the session, changing it, signing out) */
  passwordChange?: boolean;
};

/**
 * Wraps an admin handler: origin, session and role checked first, then as `route`, plus the
 * admin and audit(). Every admin handler names its roles (tests/integration/route-roles.test.ts).
 */
export function adminRoute<P extends Schema = undefined, Q extends Schema = undefined>(
  options: AdminRouteOptions<P, Q>,
  handler: Handler<AdminRouteContext<P, Q>>,
): NextHandler {
  const wrapped: NextHandler = async (req, segment) => {
    let res: Response;
    try {
      checkOrigin(req);
      const desk = !!options.desk && (options.desk.when?.(req) ?? true);
      const admin = await requireAdmin(req, { desk });
      checkAccess(admin, options.roles, options);
      options.limiter?.hit(admin.ip);
      const input = await parseRequest(req, segment, options);
      res = await handler({
        ...input,
        admin,
        audit: (entry) => audit({ ...entry, actor: admin.username, ip: admin.ip }),
      });
      if (admin.deskScope && options.desk) res = await deskAnswer(res, options.desk.answer);
    } catch (error) {
      res = toResponse(error);
      // a stale cookie is cleared, but not desk mode's: the Tonight screen still uses it
      const stale = res.status === 401 && !(error instanceof DeskOnlyError);
      if (stale && readCookie(req.headers.get("cookie"), sessionCookieName()) !== null) {
        res.headers.append("Set-Cookie", clearedSessionCookie());
      }
    }
    return withNoStore(res);
  };
  declaredRoles.set(wrapped, options.roles);
  return wrapped;
}

/** Who may call each admin handler, as its route declared (read by tests/integration/route-roles.test.ts). */
const declaredRoles = new WeakMap<NextHandler, readonly Role[]>();
export const rolesOf = (handler: unknown): readonly Role[] | undefined => declaredRoles.get(handler as NextHandler);
