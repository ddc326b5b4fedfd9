import module from 'node:module';

/**
 * Node's on-disk cache of compiled JavaScript (Node 22.1 and later; a no-op on 20): the SDK, Koa, zod and
 * the service's own modules load from cached bytecode after the first start, which takes a good part
 * off the time to a healthy /healthz. Where the cache lives is Node's choice (NODE_COMPILE_CACHE, else
 * the OS temp directory). Imported first by the entry points, so what they load next is cached.
 */
const enable = (module as { enableCompileCache?: () => unknown }).enableCompileCache;
enable?.();
