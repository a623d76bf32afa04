import { notFoundMethods } from "@/lib/server/api";

/**
 * An address under /api that no route answers: JSON 404 `{success:false, message}` for every
 * method, rather than the site's HTML 404 page (every /api answer is JSON). Next prefers
 * every other route over this catch-all.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundMethods();
