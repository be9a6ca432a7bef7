import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * React.lazy for a module with named exports (the project's convention): each page is its own
 * chunk, loaded on the first visit to its route.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
