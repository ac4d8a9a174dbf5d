// Which admin tool a path belongs to: the rail marks it and the header names it.

interface ToolRoute {
  path: string;
  /** Deeper routes of the tool that are not below its own path (/admin/leagues/7/results). */
  owns?: readonly string[];
}

const ADMIN_ROOT = '/admin';

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * `page` when the path is the tool's own page, `section` when it is a page of the tool (below it,
 * or one of the routes it owns), null otherwise. The dashboard (/admin) is every tool's parent, so
 * only /admin itself is the dashboard.
 */
export function toolMatch(tool: ToolRoute, pathname: string): 'page' | 'section' | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === tool.path) return 'page';
  if (tool.path !== ADMIN_ROOT && within(path, tool.path)) return 'section';
  if (tool.owns?.some((prefix) => within(path, prefix))) return 'section';
  return null;
}

/** The tool a path belongs to; undefined for a path no tool owns (an unknown /admin/… address). */
export function currentTool<T extends ToolRoute>(tools: readonly T[], pathname: string): T | undefined {
  return tools.find((t) => toolMatch(t, pathname) === 'page') ?? tools.find((t) => toolMatch(t, pathname) === 'section');
}
