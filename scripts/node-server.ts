/**
 * Scripts run the server's modules directly in Node. Their `import "server-only"` is a
 * guard for bundles — it throws outside React's server condition — so under a script it
 * becomes a no-op. Import this first in every script that loads lib/server.
 */
import Module from "node:module";

const id = require.resolve("server-only");
const noop = new Module(id);
noop.loaded = true;
require.cache[id] = noop;
