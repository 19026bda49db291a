import type { PluginOptions } from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

type GeneratedItems = Awaited<ReturnType<SidebarItemsGeneratorOption>>;

/**
 * Every category of the generated sidebars starts closed, whatever its `_category_.json` says, so a
 * reader sees the guide's outline with the current page's branch open (Docusaurus opens the categories
 * that hold the current page). Categories never close on their own (spec: not auto-collapsed,
 * `autoCollapseCategories: false`): a branch the reader opens stays open.
 */
function closed(items: GeneratedItems): GeneratedItems {
  return items.map((item) =>
    item.type === 'category' ? { ...item, collapsible: true, collapsed: true, items: closed(item.items) } : item,
  );
}

export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({ defaultSidebarItemsGenerator, ...args }) =>
  closed(await defaultSidebarItemsGenerator(args));
