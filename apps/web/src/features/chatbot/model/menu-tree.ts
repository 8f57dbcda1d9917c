// The bot's flow as a tree from the initial menu (/manageMenuLinear). A menu is expanded the first
// time it is reached; later it is only referenced, so menus that lead back to each other end.
import { menuOptions, type Menu, type MenuTarget } from '@atende/contract';

export type MenuTreeBranch = { optionId: string; title: string; target: MenuTarget; child: MenuTreeNode | null };
export type MenuTreeNode =
  | { kind: 'menu'; menu: Menu; branches: MenuTreeBranch[] }
  /** Already shown above: referenced, not expanded again. */
  | { kind: 'repeated'; menu: Menu }
  /** An option pointing at a menu that no longer exists. */
  | { kind: 'missing'; menuId: string };

export function buildMenuTree(menus: Menu[], rootMenuId: string | null): MenuTreeNode | null {
  if (!rootMenuId) return null;
  const byId = new Map(menus.map((m) => [m.id, m]));
  const seen = new Set<string>();
  const visit = (menuId: string): MenuTreeNode => {
    const menu = byId.get(menuId);
    if (!menu) return { kind: 'missing', menuId };
    if (seen.has(menuId)) return { kind: 'repeated', menu };
    seen.add(menuId);
    const branches = menuOptions(menu).map((option) => ({
      optionId: option.id,
      title: option.title,
      target: option.target,
      child: option.target.kind === 'menu' ? visit(option.target.menuId) : null,
    }));
    return { kind: 'menu', menu, branches };
  };
  return byId.has(rootMenuId) ? visit(rootMenuId) : { kind: 'missing', menuId: rootMenuId };
}

/** Menus no path from the initial menu reaches: the customer never sees them. */
export function unreachableMenus(menus: Menu[], rootMenuId: string | null): Menu[] {
  const reached = new Set<string>();
  const walk = (node: MenuTreeNode | null) => {
    if (!node || node.kind !== 'menu') return;
    reached.add(node.menu.id);
    node.branches.forEach((b) => walk(b.child));
  };
  walk(buildMenuTree(menus, rootMenuId));
  return menus.filter((m) => !reached.has(m.id));
}
