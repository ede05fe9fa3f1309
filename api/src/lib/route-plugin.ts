/**
 * A route plugin with its name. Fastify names an unnamed plugin by searching every loaded module for the one that
 * exports it, on each registration; under Jest, whose module cache is a proxy over its registry, that search
 * was a fifth of building the app. The name is also what Fastify prints for the plugin (printPlugins, errors).
 */
export function routePlugin<T extends object>(name: string, plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}
